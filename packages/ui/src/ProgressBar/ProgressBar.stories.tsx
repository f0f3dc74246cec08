import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Avisos y diálogos/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 40, label: 'Enviando contactos' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Progreso conocido: aria-valuenow y el porcentaje en texto. */
export const Known: Story = {
  tags: ['!autodocs'],
  args: { value: 62.4 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando contactos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuetext', '62 %');
  },
};

/** Progreso desconocido: sin valor. */
export const Indeterminate: Story = {
  tags: ['!autodocs'],
  args: { value: null, label: 'Guardando en el servidor' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Guardando en el servidor' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="ProgressBar: valores"
      columns={['0 %', '50 %', '100 %', 'Sin valor']}
      rows={[
        {
          title: 'Barra',
          cells: [0, 50, 100, null].map((v) => (
            <div key={String(v)} style={{ width: 160 }}>
              <ProgressBar value={v} label={`Progreso ${v ?? 'desconocido'}`} />
            </div>
          )),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(4);
  },
};
