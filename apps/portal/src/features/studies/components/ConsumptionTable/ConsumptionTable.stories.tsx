import { buildStudyConsumptionTable } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_STUDY } from '../studyFixture';
import { ConsumptionTable } from './ConsumptionTable';

const table = buildStudyConsumptionTable(STORY_STUDY.cuadroConsumos);
const empty = buildStudyConsumptionTable([]);

const meta = {
  title: 'Áreas/Estudios/ConsumptionTable',
  component: ConsumptionTable,
  tags: ['autodocs'],
  args: { table },
} satisfies Meta<typeof ConsumptionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Importe de cada marca y su porcentaje sobre el total de la subfamilia. */
export const SharesOfTheSubfamily: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const t = within(canvasElement).getByRole('table', { name: /Consumos de la subfamilia/ });
    const brembo = within(t).getByRole('row', { name: /^Brembo/ });
    await expect(brembo).toHaveTextContent('12.480,50 €');
    await expect(brembo).toHaveTextContent('56,98 %');
    await expect(within(t).getByRole('row', { name: /TOTAL SUBFAMILIA/ })).toHaveTextContent('21.904,75 €');
  },
};

/** Tabla de consumos sin compras del socio: muestra el aviso en lugar de filas. */
export const NoData: Story = { args: { table: empty } };

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 800 }}>
      <ConsumptionTable table={table} />
      <ConsumptionTable table={empty} caption="Sin consumos" />
    </div>
  ),
};
