import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Facts, PhoneLink } from './Facts';

const meta = {
  title: 'Fundamentos/Facts',
  component: Facts,
  tags: ['autodocs'],
  args: { density: 'compact', stackOnMobile: false },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <Facts {...args}>
        <dt>NIF</dt>
        <dd>B12345678</dd>
        <dt>Teléfono</dt>
        <dd>
          <PhoneLink value="912 345 678" />
        </dd>
        <dt>Fax</dt>
        <dd>
          <PhoneLink value={null} />
        </dd>
      </Facts>
    </div>
  ),
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un teléfono enlaza con tel: y el prefijo +34; sin teléfono se lee «(Sin especificar)». */
export const PhonesAndMissingValues: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '912 345 678' })).toHaveAttribute('href', 'tel:+34912345678');
    await expect(canvas.getByText('(Sin especificar)')).toBeVisible();
  },
};

/** Compacta y holgada; en el móvil, con stackOnMobile, cada término va sobre su valor; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { density: 'comfortable', stackOnMobile: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(3);
  },
};

/** En la ficha pequeña de una lista: apretada, en letra pequeña y cada valor en una línea, cortado con puntos suspensivos. */
export const SmallCard: Story = {
  tags: ['!autodocs'],
  args: { density: 'tight', size: 'sm', truncate: true },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Facts {...args}>
        <dt>Dirección</dt>
        <dd>Calle de la Industria 14, polígono Las Arenas, 28906 Getafe (Madrid)</dd>
      </Facts>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByRole('definition');
    await expect(getComputedStyle(value).whiteSpace).toBe('nowrap');
    await expect(value.scrollWidth).toBeGreaterThan(value.clientWidth);
  },
};

/** Totales: el término ocupa el ancho libre y la cifra va a la derecha, en negrita. */
export const Figures: Story = {
  tags: ['!autodocs'],
  args: { figures: true, size: 'sm' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Facts {...args}>
        <dt>Descuento sobre PVP</dt>
        <dd>32,5 %</dd>
        <dt>Descuento sobre NETO</dt>
        <dd>12 %</dd>
      </Facts>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [value] = within(canvasElement).getAllByRole('definition');
    await expect(getComputedStyle(value!).textAlign).toBe('right');
    await expect(getComputedStyle(value!).fontWeight).toBe('700');
    const term = within(canvasElement).getAllByRole('term')[0]!;
    await expect(term.getBoundingClientRect().width).toBeGreaterThan(value!.getBoundingClientRect().width);
  },
};
