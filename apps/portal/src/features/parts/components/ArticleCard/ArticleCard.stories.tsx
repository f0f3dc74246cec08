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

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 900 }}>
      <ArticleCard article={ARTICLE} detail={DETAIL} expanded onSearch={() => {}} />
      <ArticleCard article={{ ...ARTICLE, Neto: null, Destacada: false, Nexus: false }} expanded={false} onSearch={() => {}} />
      <ArticleCard article={ARTICLE} expanded onSearch={() => {}} />
    </div>
  ),
};
