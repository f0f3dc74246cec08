import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Facts } from '../Facts';
import { Badge } from '../Badge';
import { Text } from '../Text';
import { ProductRow } from './ProductRow';

const meta = {
  title: 'Datos/ProductRow',
  component: ProductRow,
  tags: ['autodocs'],
  args: {
    title: 'Michelin Pilot Sport 5',
    badges: (
      <Badge tone="primary" size="xs">
        Invierno
      </Badge>
    ),
    description: '225/45 R17 94Y XL',
    facts: (
      <Facts inline>
        <div>
          <dt>Ref.</dt>
          <dd>MI-2254517</dd>
        </div>
        <div>
          <dt>Índice de carga</dt>
          <dd>94</dd>
        </div>
      </Facts>
    ),
    figures: (
      <>
        <strong>Stock 12</strong>
        <Text as="span" tone="muted">
          120,00 € · Dto 25 %
        </Text>
        <span>Neto 90,00 €</span>
      </>
    ),
    action: <Button size="sm">Comprar</Button>,
  },
  argTypes: { badges: { control: false }, facts: { control: false }, figures: { control: false }, action: { control: false } },
} satisfies Meta<typeof ProductRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La fila se nombra con el producto; su nombre es un encabezado y sus datos van en línea, uno junto a otro. */
export const NamedRow: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Michelin Pilot Sport 5' });
    await expect(within(row).getByRole('heading', { name: 'Michelin Pilot Sport 5' })).toBeVisible();
    const [ref, load] = within(row).getAllByRole('term');
    await expect(ref!.getBoundingClientRect().top).toBe(load!.getBoundingClientRect().top);
    await expect(within(row).getByRole('button', { name: 'Comprar' })).toBeVisible();
  },
};

/** Se compara en claro, en oscuro y a 375 px (las cifras y el botón bajo el nombre). */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Neto 90,00 €')).toBeVisible();
  },
};
