import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
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
  title: 'Componentes/NewsCard',
  component: NewsCard,
  tags: ['autodocs'],
  args: { item, href: '/noticias/12', variant: 'cards' },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NewsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LinksToTheDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: item.title })).toHaveAttribute('href', '/noticias/12');
    await expect(canvas.getByRole('article', { name: item.title })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Categorías' })).toHaveTextContent('Campañas');
    await expect(canvas.getByText('12/03/2026')).toBeVisible();
  },
};

export const FeaturedAndUnread: Story = {
  args: { item: { ...item, featured: true, read: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Destacada')).toBeVisible();
    await expect(canvas.getByText('No leída')).toBeVisible();
  },
};

export const ImageFallback: Story = {
  args: { item: { ...item, imageUrl: '/no-existe.png' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Imagen no disponible')).toBeVisible();
  },
};

export const ListRow: Story = {
  args: { variant: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 720, height: 140 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: item.title })).toBeVisible();
  },
};

export const Catalog: Story = {
  tags: ['visual', '!autodocs'],
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => (
    <CatalogGrid
      caption="NewsCard: variante × estado"
      columns={['Leída', 'Destacada y no leída', 'Sin imagen']}
      rows={(['cards', 'list'] as const).map((variant) => ({
        title: variant,
        cells: [
          { ...item },
          { ...item, id: 13, featured: true, read: false },
          { ...item, id: 14, imageUrl: null, categories: [] },
        ].map((it) => (
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
