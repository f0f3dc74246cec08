import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyFigures } from './KeyFigures';

const meta = {
  title: 'Datos/KeyFigures',
  component: KeyFigures,
  tags: ['autodocs'],
  args: {
    label: 'Resumen',
    items: [
      { label: '2026', value: '1.245.300,00 €' },
      { label: '2025', value: '1.180.100,50 €' },
      { label: 'Variación', value: '5,52 %', trend: 'up' },
      { label: 'Previsión anual', value: '1.358.509,09 €' },
    ],
  },
} satisfies Meta<typeof KeyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada cifra lleva su nombre debajo; la flecha dice hacia dónde va (y lo anuncia). */
export const LabelledWithTrend: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByLabelText('Resumen');
    await expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['2026', '2025', 'Variación', 'Previsión anual']);
    await expect(canvas.getByRole('img', { name: 'sube' })).toHaveTextContent('▲');
  },
};

/** Una caída se marca en rojo con ▼. */
export const Falling: Story = {
  tags: ['!autodocs'],
  args: { items: [{ label: 'Variación', value: '-12,40 %', trend: 'down' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'baja' })).toHaveTextContent('▼');
  },
};
