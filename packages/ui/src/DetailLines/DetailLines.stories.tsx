import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailLines } from './DetailLines';

const meta = {
  title: 'Datos/DetailLines',
  component: DetailLines,
  tags: ['autodocs'],
  args: { truncate: false },
  render: (args) => (
    <div style={{ width: 200 }}>
      <DetailLines {...args}>
        <span>Calle de la Industria 14, 28906 Getafe</span>
        <span>Teléfono: 916 000 000</span>
        <span>administracion@recambiosdelsurdemadrid.example</span>
      </DetailLines>
    </div>
  ),
} satisfies Meta<typeof DetailLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un correo largo se parte para caber en la ficha, sin salirse. */
export const WrapsAnywhere: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const mail = within(canvasElement).getByText(/administracion@/);
    await expect(mail.scrollWidth).toBeLessThanOrEqual(mail.parentElement!.clientWidth);
    await expect(mail.getBoundingClientRect().height).toBeGreaterThan(
      within(canvasElement)
        .getByText(/Teléfono/)
        .getBoundingClientRect().height,
    );
  },
};

/** Con truncate cada línea ocupa una sola línea, cortada con puntos suspensivos; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { truncate: true },
  play: async ({ canvasElement }) => {
    const mail = within(canvasElement).getByText(/administracion@/);
    await expect(getComputedStyle(mail).whiteSpace).toBe('nowrap');
    await expect(mail.scrollWidth).toBeGreaterThan(mail.clientWidth);
  },
};
