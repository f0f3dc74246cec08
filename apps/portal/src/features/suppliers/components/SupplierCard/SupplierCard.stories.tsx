import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '@socios/ui/catalog';
import { SupplierCard, type SupplierCardItem } from './SupplierCard';

/** A small inline logo so stories never depend on the network. */
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" rx="24" fill="#1565c0"/></svg>',
  );

const item: SupplierCardItem = {
  id: 7,
  name: 'Frenos Ibéricos',
  legalName: 'Frenos Ibéricos Distribución S.A.',
  logoUrl: LOGO,
  brands: ['Brembo', 'Ferodo', 'Textar'],
  homologated: true,
  nexus: true,
  place: 'Getafe, Madrid',
};

const meta = {
  title: 'Áreas/Proveedores/SupplierCard',
  component: SupplierCard,
  tags: ['autodocs'],
  args: { item, href: '/proveedores/7', variant: 'list' },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SupplierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El nombre enlaza con el proveedor; se listan sus marcas y los distintivos Homologado y Nexus. */
export const LinksToTheSupplier: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Frenos Ibéricos' })).toHaveAttribute('href', '/proveedores/7');
    const tags = canvas.getByRole('list', { name: 'Marcas' });
    await expect(tags).toHaveTextContent('Homologado');
    await expect(tags).toHaveTextContent('Nexus');
    await expect(tags).toHaveTextContent('Brembo');
  },
};

/** Sin logotipo, las iniciales del nombre ocupan su lugar. */
export const InitialsWithoutLogo: Story = {
  tags: ['!autodocs'],
  args: { item: { ...item, logoUrl: null, homologated: false, nexus: false } },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-logo]');
    await expect(logo?.getAttribute('data-logo')).toBe('initials');
    await expect(logo).toHaveTextContent('FI');
    await expect(within(canvasElement).getByRole('list', { name: 'Marcas' })).not.toHaveTextContent('Nexus');
  },
};

/** Tarjeta de mosaico y fila de lista, con y sin logotipo; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="SupplierCard: variante × estado"
      columns={['Con logo, homologado y Nexus', 'Sin logo ni distintivos']}
      rows={(['cards', 'list'] as const).map((variant) => ({
        title: variant,
        cells: [item, { ...item, id: 8, logoUrl: null, homologated: false, nexus: false }].map((it) => (
          <div key={it.id} style={{ width: variant === 'cards' ? 280 : 520, height: variant === 'cards' ? 220 : 120 }}>
            <SupplierCard item={it} href={`/proveedores/${it.id}`} variant={variant} />
          </div>
        )),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};
