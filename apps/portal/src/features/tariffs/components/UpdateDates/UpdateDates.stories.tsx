import { updatesTree } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateDates } from './UpdateDates';

const u = (HIS_ID: number, HIS_TIPO_TAR: 'P' | 'C' | 'F', HIS_FECHA_ACTUALIZACION: string, MAR_NOMBRE: string, NUM_LINEAS: number) => ({
  HIS_ID,
  HIS_TIPO_TAR,
  HIS_FECHA_ACTUALIZACION,
  MAR_NOMBRE,
  NUM_LINEAS,
});

const UPDATES = [
  u(1, 'P', '18/11/2026', 'Brembo', 12),
  u(2, 'P', '18/11/2026', 'Ferodo', 7),
  u(3, 'P', '03/11/2026', 'Textar', 31),
  u(4, 'P', '21/10/2026', 'Brembo', 4),
  u(5, 'C', '08/01/2026', 'Brembo', 263),
  u(6, 'C', '09/01/2025', 'Ferodo', 188),
];
const TREE = updatesTree(UPDATES);

const meta = {
  title: 'Áreas/Tarifas/UpdateDates',
  component: UpdateDates,
  tags: ['autodocs'],
  args: { tree: TREE, openType: 'P', selectedId: null, onSelect: fn(), showBrands: true },
} satisfies Meta<typeof UpdateDates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las parciales abiertas primero; un día lista sus marcas con las referencias cambiadas, y elegir una la selecciona. */
export const ChoosingABrand: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Three types with their counts; the future ones have none.
    await expect(canvas.getByText('Parciales')).toBeVisible();
    await expect(canvas.getAllByLabelText('4 actualizaciones')[0]).toBeVisible();
    await userEvent.click(canvas.getByText('Futuras'));
    await expect(await canvas.findByText('No hay actualizaciones de este tipo')).toBeVisible();
    // The newest month is open; its newest day holds two brands.
    await expect(canvas.getByText('Noviembre 2026')).toBeVisible();
    await userEvent.click(canvas.getByText('18/11/2026'));
    const ferodo = await canvas.findByRole('button', { name: 'Ferodo 7 referencias' });
    await userEvent.click(ferodo);
    await expect(args.onSelect).toHaveBeenCalledWith(UPDATES[1]);
  },
};

/** En la pantalla de una marca, el día es la elección (sin nivel de marcas); la actualización elegida se marca. */
export const OneBrand: Story = {
  args: { tree: updatesTree(UPDATES.filter((x) => x.MAR_NOMBRE === 'Brembo')), showBrands: false, selectedId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = canvas.getByRole('button', { name: '18/11/2026 12 referencias' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // A closed month renders nothing until opened.
    await expect(canvas.queryByRole('button', { name: '21/10/2026 4 referencias' })).toBeNull();
    await userEvent.click(canvas.getByText('Octubre 2026'));
    await expect(await canvas.findByRole('button', { name: '21/10/2026 4 referencias' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 520 }}>
      <UpdateDates tree={TREE} openType="P" selectedId={2} onSelect={() => {}} />
      <UpdateDates tree={updatesTree(UPDATES.filter((x) => x.MAR_NOMBRE === 'Brembo'))} openType="C" selectedId={5} onSelect={() => {}} showBrands={false} />
    </div>
  ),
};
