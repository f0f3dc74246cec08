import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Pill } from './Pill';

const meta = {
  title: 'Datos/Pill',
  component: Pill,
  tags: ['autodocs'],
  args: { children: 'Marca del estudio', tone: 'primary', size: 'xs', dot: false, count: false, spaced: false },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'solid', 'success', 'warning', 'accent', 'muted'] } },
} satisfies Meta<typeof Pill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La marca sigue al nombre en la misma línea y se lee con él; un recuento lleva su nombre accesible. */
export const BesideAName: Story = {
  tags: ['!autodocs'],
  render: () => (
    <p>
      Michelin
      <Pill spaced>Marca del estudio</Pill>
      <Pill tone="primary" size="sm" count spaced aria-label="12 referencias">
        12
      </Pill>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Michelin', { exact: false })).toHaveTextContent('MichelinMarca del estudio12');
    await expect(canvas.getByLabelText('12 referencias')).toHaveTextContent('12');
    const mark = canvas.getByText('Marca del estudio');
    await expect(Number.parseFloat(getComputedStyle(mark).marginInlineStart)).toBeGreaterThan(0);
  },
};

/** Un estado lleva un punto de color; el texto conserva el color del cuerpo para leerse en cualquier tono. */
export const State: Story = {
  tags: ['!autodocs'],
  args: { children: 'Pendiente', tone: 'warning', dot: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pendiente');
    const dot = getComputedStyle(badge, '::before');
    await expect(dot.content).toBe('""');
    await expect(getComputedStyle(badge).borderTopStyle).toBe('solid');
  },
};

const TONES = ['primary', 'solid', 'success', 'warning', 'accent', 'muted'] as const;

/** Todos los tonos, con y sin punto, y un recuento; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Pill"
      columns={['xs', 'sm', 'Estado', 'Recuento']}
      rows={TONES.map((tone) => ({
        title: tone,
        cells: [
          <Pill key="xs" tone={tone}>
            Marca del estudio
          </Pill>,
          <Pill key="sm" tone={tone} size="sm">
            Su tramo
          </Pill>,
          <Pill key="dot" tone={tone} dot>
            Aceptado
          </Pill>,
          <Pill key="count" tone={tone} size="sm" count>
            7
          </Pill>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Aceptado')).toHaveLength(TONES.length);
  },
};
