import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CatalogGrid } from '@socios/ui/catalog';
import { NewsCard, type NewsCardItem } from './NewsCard';

/** A small inline image so stories never depend on the network. */
const IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1565c0"/><rect y="110" width="320" height="70" fill="#64b5f6"/></svg>',
  );

const item: NewsCardItem = {
  id: 12,
  title: 'Nueva campaña de pastillas de freno con Brembo',
  type: 'General',
  date: '10/03/2026',
  publicationDate: '12/03/2026',
  summary: 'Desde la central de compras queremos informar a todos los socios de las novedades de Frenos Iberia, que afectan a la gama de pastillas de freno.',
  imageUrl: IMAGE,
  featured: false,
  read: true,
  categories: ['Campañas', 'Proveedores'],
};

const meta = {
  title: 'Áreas/Noticias/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  args: { item, href: '/noticias/12', variant: 'cards' },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El título enlaza con el detalle; la tarjeta es un artículo con sus categorías y su fecha de publicación. */
export const LinksToTheDetail: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: item.title })).toHaveAttribute('href', '/noticias/12');
    await expect(canvas.getByRole('article', { name: item.title })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Categorías' })).toHaveTextContent('Campañas');
    await expect(canvas.getByText('12/03/2026')).toBeVisible();
    // The excerpt is cut to two lines; its tooltip holds the whole text.
    await expect(canvas.getByText(item.summary)).toHaveAttribute('title', item.summary);
  },
};

/** Una noticia destacada y no leída lleva las dos marcas. */
export const FeaturedAndUnread: Story = {
  tags: ['!autodocs'],
  args: { item: { ...item, featured: true, read: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Destacada')).toBeVisible();
    await expect(canvas.getByText('No leída')).toBeVisible();
  },
};

/** An inline image of any size, so the stories can try odd ratios. */
const sizedImage = (width: number, height: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#2e7d32"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#a5d6a7"/></svg>`,
  );

const ODD_SIZES: [string, number, number][] = [
  ['cuadrada', 600, 600],
  ['vertical', 540, 720],
  ['panorámica', 1200, 300],
];

/** Square, portrait and panoramic images fill the same 16:9 box (cover): every card keeps its height and title. */
export const OddImageSizes: Story = {
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 300px)', gridAutoRows: 390, gap: 16 }}>
      {ODD_SIZES.map(([name, w, h], i) => (
        <NewsCard key={name} {...args} item={{ ...item, id: i + 1, title: `Imagen ${name}`, imageUrl: sizedImage(w, h) }} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = [...canvasElement.querySelectorAll('img')];
    await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
    for (const [name] of ODD_SIZES) {
      const card = canvas.getByRole('article', { name: `Imagen ${name}` });
      const image = card.querySelector('img') as HTMLImageElement;
      const box = image.getBoundingClientRect();
      // 300 px wide cards: a 16:9 box of about 169 px, never taller, whatever the image's own ratio.
      await expect(Math.round(box.width)).toBe(Math.round(card.getBoundingClientRect().width - 2));
      await expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1.5);
      await expect(card.getBoundingClientRect().height).toBeLessThanOrEqual(390);
      await expect(within(card).getByRole('heading', { name: `Imagen ${name}` })).toBeVisible();
    }
  },
};

/** Si la imagen no carga, la tarjeta muestra «Imagen no disponible». */
export const ImageFallback: Story = {
  tags: ['!autodocs'],
  args: { item: { ...item, imageUrl: '/no-existe.png' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Imagen no disponible')).toBeVisible();
  },
};

/** La variante de lista: una fila con el mismo enlace. */
export const ListRow: Story = {
  tags: ['!autodocs'],
  args: { variant: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 720, height: 140 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: item.title })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => (
    <CatalogGrid
      caption="NewsCard: variante × estado"
      columns={['Leída', 'Destacada y no leída', 'Sin imagen']}
      rows={(['cards', 'list'] as const).map((variant) => ({
        title: variant,
        cells: [{ ...item }, { ...item, id: 13, featured: true, read: false }, { ...item, id: 14, imageUrl: null, categories: [] }].map((it) => (
          <div key={it.id} style={{ width: variant === 'cards' ? 260 : 340, height: variant === 'cards' ? 380 : 150 }}>
            <NewsCard item={it} href={`/noticias/${it.id}`} variant={variant} />
          </div>
        )),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};
