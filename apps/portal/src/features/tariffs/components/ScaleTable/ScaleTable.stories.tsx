import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScaleTable } from './ScaleTable';

const scale = (CNDSE_ID: number, CNDSE_INI: number, CNDSE_FIN: number | null, CNDSE_VALOR: number, rangoUsuario = false) => ({
  CNDSE_ID,
  CNDSE_INI,
  CNDSE_FIN,
  CNDSE_VALOR,
  rangoUsuario,
});

const SCALES = [scale(1, 0, 15_400, 1.5), scale(2, 15_400, 37_000, 3, true), scale(3, 37_000, 77_200, 4.5), scale(4, 77_200, null, 6.5)];

const meta = {
  title: 'Áreas/Tarifas/ScaleTable',
  component: ScaleTable,
  tags: ['autodocs'],
  args: { caption: 'Rappel anual Discos de freno', scales: SCALES },
} satisfies Meta<typeof ScaleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El tramo del socio se resalta y se nombra; el último tramo no tiene límite; importes en euros y valores en %. */
export const MemberRange: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Rappel anual Discos de freno' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(rows[2]).toHaveTextContent(/15\.400,00 €\s*Su tramo/);
    await expect(within(table).getAllByText('Su tramo')).toHaveLength(1);
    await expect(rows[4]).toHaveTextContent('Sin límite');
    await expect(rows[4]).toHaveTextContent('6,50 %');
  },
};

/** Sin consumo que caiga en ningún tramo: ninguno resaltado. */
export const NoRange: Story = {
  args: { scales: SCALES.map((s) => ({ ...s, rangoUsuario: false })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Su tramo')).toBeNull();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 560 }}>
      <ScaleTable caption="Con el tramo del socio" scales={SCALES} />
      <ScaleTable caption="Sin tramo del socio" scales={SCALES.map((s) => ({ ...s, rangoUsuario: false }))} />
    </div>
  ),
};
