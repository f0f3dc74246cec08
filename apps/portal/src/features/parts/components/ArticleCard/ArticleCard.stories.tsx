import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleCard } from './ArticleCard';

const ARTICLE = {
  articleIdField: 7,
  articleNoField: '0 986 478 868',
  brandNoField: 3,
  brandNameField: 'Bosch',
  genericArticleNameField: 'Disco de freno',
  genericArticleIdField: 82,
  assemblyGroupIdField: 111,
  articleLinkIdField: 1,
  sortNoField: 1,
  PVP: 62.4,
  Neto: 41.18,
  Blanca: false,
  Destacada: true,
  Nexus: true,
  Homologada: false,
};
const DETAIL = {
  Art_Id: 7,
  Art_EAN: '4047024136421',
  Art_Atributos: 'Lado de montaje: Eje delantero|Diámetro: 288 mm|Espesor: 25 mm|Tipo de disco: Ventilado',
  Art_Equivalencias: 'Brembo 09.9145.11|TRW DF4186',
  Art_OEN_Numeros: ['VW:1K0615301AA', 'SEAT:1K0615301AA', 'SKODA:1K0615301AA'],
  Art_Img: null,
  Art_Thumbnails: [],
};

/** A picture as the server draws them (a disc on the group's colours), inline so that the story needs no server. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"><rect width="800" height="800" rx="48" fill="#2e7d32"/><circle cx="400" cy="390" r="145" fill="#fff"/><circle cx="400" cy="390" r="46" fill="#2e7d32"/><text x="56" y="112" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">BOSCH</text></svg>',
)}`;
const WITH_PICTURE = { ...DETAIL, Art_Img: PICTURE, Art_Thumbnails: [PICTURE] };

const meta = {
  title: 'Áreas/Referencias/ArticleCard',
  component: ArticleCard,
  tags: ['autodocs'],
  args: { article: ARTICLE, detail: DETAIL, expanded: true, onSearch: fn() },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Ampliada: EAN, atributos, equivalencias y referencias OE; elegir una OE o la lupa buscan esa referencia. */
export const Expanded: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4047024136421')).toBeVisible();
    await expect(canvas.getByText('Diámetro')).toBeVisible();
    await expect(canvas.getByText('Brembo 09.9145.11, TRW DF4186')).toBeVisible();
    await expect(canvas.getByText('Destacada · Nexus')).toBeVisible();
    await expect(canvas.getByText('Neto 41,18 €')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Buscar referencia OE' }), 'SEAT 1K0615301AA');
    await expect(args.onSearch).toHaveBeenLastCalledWith('1K0615301AA');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar la referencia 0 986 478 868' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('0 986 478 868');
  },
};

/** Sin permiso Tarifas_Netos el neto no llega (null) y no se muestra; compacta no muestra los detalles. */
export const CompactWithoutNet: Story = {
  args: { article: { ...ARTICLE, Neto: null }, expanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Neto/)).toBeNull();
    await expect(canvas.queryByText('EAN')).toBeNull();
    await expect(canvas.getByText('PVP 62,40 €')).toBeVisible();
  },
};

/** Con imagen: la miniatura abre la imagen grande en un diálogo, que se cierra. */
export const WithPicture: Story = {
  args: { detail: WITH_PICTURE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver la imagen de Bosch 0 986 478 868' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Bosch 0 986 478 868 · Disco de freno' });
    await expect(within(dialog).getByRole('img', { name: 'Disco de freno Bosch 0 986 478 868' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

/** Un neumático muestra su etiqueta UE; el botón la abre. */
export const Tyre: Story = {
  args: {
    article: { ...ARTICLE, brandNameField: 'Michelin', articleNoField: 'MIC000123', genericArticleNameField: 'Neumático' },
    detail: {
      ...DETAIL,
      Art_Atributos: 'Medida: 205/55 R16 91V|Eficiencia de combustible: C|Adherencia en suelo mojado: B|Ruido exterior: 71 dB|Clase de ruido: B',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Etiqueta UE de Michelin MIC000123/ }));
    await expect(await canvas.findByRole('dialog', { name: 'Etiqueta UE de Michelin MIC000123' })).toBeVisible();
  },
};

/** Un artículo de TecDoc sin PVP en las tarifas del grupo: 'PVP —' en lugar de 0,00 €. */
export const WithoutPvp: Story = {
  args: { article: { ...ARTICLE, PVP: 0, Neto: null }, expanded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PVP —')).toBeVisible();
    await expect(canvas.queryByText(/0,00/)).toBeNull();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 900 }}>
      <ArticleCard article={ARTICLE} detail={WITH_PICTURE} expanded onSearch={() => {}} />
      <ArticleCard article={{ ...ARTICLE, Neto: null, Destacada: false, Nexus: false }} expanded={false} onSearch={() => {}} />
      <ArticleCard article={ARTICLE} expanded onSearch={() => {}} />
    </div>
  ),
};
