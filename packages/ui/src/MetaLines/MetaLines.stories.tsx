import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MetaLines } from './MetaLines';

const meta = {
  title: 'Fundamentos/MetaLines',
  component: MetaLines,
  tags: ['autodocs'],
  args: {
    children: [
      <a key="m" href="mailto:ana.perez@recambios-del-norte-de-la-peninsula.es">
        ana.perez@recambios-del-norte-de-la-peninsula.es
      </a>,
      <span key="t">Teléfono: 910 000 000</span>,
      <span key="g">Grupo: Proveedores</span>,
    ],
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof MetaLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una línea larga se corta en una línea con puntos suspensivos; el enlace sigue entero. */
export const LongLinesAreCut: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', 'mailto:ana.perez@recambios-del-norte-de-la-peninsula.es');
    await expect(getComputedStyle(link).textOverflow).toBe('ellipsis');
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
  },
};

/** Con wrap, un correo largo se parte para caber en la ficha, sin salirse. */
export const WrapsAnywhere: Story = {
  tags: ['!autodocs'],
  args: { wrap: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.parentElement!.clientWidth);
    await expect(link.getBoundingClientRect().height).toBeGreaterThan(
      within(canvasElement)
        .getByText(/Teléfono/)
        .getBoundingClientRect().height,
    );
  },
};

/** Cortadas (por defecto) y partidas (wrap); se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <MetaLines {...args} />
      <MetaLines {...args} wrap />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [cut, wrapped] = within(canvasElement).getAllByRole('link');
    await expect(getComputedStyle(cut!).whiteSpace).toBe('nowrap');
    await expect(cut!.scrollWidth).toBeGreaterThan(cut!.clientWidth);
    await expect(getComputedStyle(wrapped!).whiteSpace).not.toBe('nowrap');
  },
};
