import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { ScrollBox } from './ScrollBox';

const workshops = Array.from({ length: 40 }, (_, i) => `Taller ${i + 1}`);

const meta = {
  title: 'Fundamentos/ScrollBox',
  component: ScrollBox,
  tags: ['autodocs'],
  args: { as: 'ul', height: 'half', sunken: false, 'aria-label': 'Talleres' },
  render: (args) => (
    <ScrollBox {...args}>
      {workshops.map((w) => (
        <li key={w}>
          <Checkbox label={w} checked={false} onChange={() => {}} />
        </li>
      ))}
    </ScrollBox>
  ),
} satisfies Meta<typeof ScrollBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una lista larga no pasa de media ventana: se desplaza dentro de su caja. */
export const ScrollsPastItsHeight: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Talleres' });
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2 + 1);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

/** Un documento en una caja hundida, con la imagen ajustada a su ancho; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <ScrollBox height="media" sunken role="document" aria-label="Contenido del envío">
      <h2>Campaña de invierno</h2>
      <p>Descuentos en neumáticos de invierno hasta el 31 de enero en https://recambios.example/campanas/invierno-2026-neumaticos</p>
    </ScrollBox>
  ),
  play: async ({ canvasElement }) => {
    const doc = within(canvasElement).getByRole('document', { name: 'Contenido del envío' });
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
