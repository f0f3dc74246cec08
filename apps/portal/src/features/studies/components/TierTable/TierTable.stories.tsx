import { computeStudy } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_STUDY } from '../studyFixture';
import { TierTable } from './TierTable';

const result = computeStudy(STORY_STUDY, { maximos: false });
const maximos = computeStudy(STORY_STUDY, { maximos: true });

const meta = {
  title: 'Áreas/Estudios/TierTable',
  component: TierTable,
  tags: ['autodocs'],
  args: { brands: result.brands, tiers: result.tiers, referenceBrand: '1' },
} satisfies Meta<typeof TierTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Porcentajes por tramo de cada marca, la del estudio primero. */
export const PercentagesByTier: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Comparativa de precios por tramos' });
    for (const title of ['Hasta 25 %', 'Hasta 50 %', 'Hasta 75 %', 'Hasta 100 %', 'Total']) {
      await expect(within(table).getByRole('columnheader', { name: title })).toBeVisible();
    }
    const rows = within(table).getAllByRole('row');
    // The study's own brand comes first, marked; every number is in German format.
    await expect(rows[1]).toHaveTextContent(/^BremboMarca del estudio/);
    await expect(table).toHaveTextContent(/\d,\d{2} %/);
    await expect(table).toHaveTextContent(/0,00 %/);
    await expect(within(table).getByRole('rowheader', { name: 'Líneas comparadas' })).toBeVisible();
  },
};

/** Tabla de escalados en modo máximos (DTO_MAX en lugar de DTO). */
export const MaximumsMode: Story = { args: { brands: maximos.brands, tiers: maximos.tiers } };

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 900 }}>
      <TierTable brands={result.brands} tiers={result.tiers} referenceBrand="1" caption="Descuentos normales" />
      <TierTable brands={maximos.brands} tiers={maximos.tiers} caption="A máximos, sin marca del estudio marcada" />
    </div>
  ),
};
