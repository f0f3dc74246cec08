import { sortDayUpdates, updatesTree } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { UpdateChoices, UpdateDates, type UpdateWindow } from './UpdateDates';

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
type Update = (typeof UPDATES)[number];

/** The day counts the server answers (GetDiasActualizacionesTarifaProv) for some updates. */
function daysOf(updates: readonly Update[]) {
  const days = new Map<string, { HIS_TIPO_TAR: string; HIS_FECHA_ACTUALIZACION: string; NUM_ACTUALIZACIONES: number }>();
  for (const x of updates) {
    const key = `${x.HIS_TIPO_TAR}${x.HIS_FECHA_ACTUALIZACION}`;
    const day = days.get(key) ?? { HIS_TIPO_TAR: x.HIS_TIPO_TAR, HIS_FECHA_ACTUALIZACION: x.HIS_FECHA_ACTUALIZACION, NUM_ACTUALIZACIONES: 0 };
    day.NUM_ACTUALIZACIONES += 1;
    days.set(key, day);
  }
  return [...days.values()];
}

const iso = (d: string) => d.split('/').reverse().join('-');
/** The updates of a window, as the server answers them (GetListaActualizacionesTarifaProv with tipo, desde, hasta). */
const inWindow = (updates: readonly Update[], w: UpdateWindow) =>
  updates.filter((x) => x.HIS_TIPO_TAR === w.type && iso(x.HIS_FECHA_ACTUALIZACION) >= iso(w.from) && iso(x.HIS_FECHA_ACTUALIZACION) <= iso(w.to));

/** What the stories' choices call. */
const chosen = fn();

/** A fold's choices read a page at a time: `page` first, the rest on 'Ver más'. */
function PagedChoices({
  updates,
  show,
  selectedId = null,
  page = 10,
}: {
  updates: readonly Update[];
  show: 'brand' | 'date';
  selectedId?: number | null;
  page?: number;
}) {
  const [shown, setShown] = useState(page);
  const sorted = show === 'brand' ? sortDayUpdates(updates) : updates;
  return (
    <UpdateChoices
      updates={sorted.slice(0, shown)}
      show={show}
      selectedId={selectedId}
      onSelect={chosen}
      more={shown < sorted.length ? { busy: false, onMore: () => setShown((n) => n + page) } : null}
    />
  );
}

const windowOf =
  (updates: readonly Update[], show: 'brand' | 'date', selectedId: number | null = null, page = 10) =>
  (w: UpdateWindow) => <PagedChoices updates={inWindow(updates, w)} show={show} selectedId={selectedId} page={page} />;

const BREMBO = UPDATES.filter((x) => x.MAR_NOMBRE === 'Brembo');

const meta = {
  title: 'Áreas/Tarifas/UpdateDates',
  component: UpdateDates,
  tags: ['autodocs'],
  args: { tree: updatesTree(daysOf(UPDATES)), openType: 'P', renderUpdates: windowOf(UPDATES, 'brand'), showBrands: true },
  beforeEach: () => {
    chosen.mockClear();
  },
} satisfies Meta<typeof UpdateDates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las parciales abiertas primero; un día abierto lista sus marcas con las referencias cambiadas, y elegir una la selecciona. */
export const ChoosingABrand: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Three types with their counts; the future ones have none.
    await expect(canvas.getByText('Parciales')).toBeVisible();
    await expect(canvas.getAllByLabelText('4 actualizaciones')[0]).toBeVisible();
    await userEvent.click(canvas.getByText('Futuras'));
    await expect(await canvas.findByText('No hay actualizaciones de este tipo')).toBeVisible();
    // The newest month is open; its newest day holds two brands, read only once it is opened.
    await expect(canvas.getByText('Noviembre 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ferodo 7 referencias' })).toBeNull();
    await userEvent.click(canvas.getByText('18/11/2026'));
    const ferodo = await canvas.findByRole('button', { name: 'Ferodo 7 referencias' });
    await userEvent.click(ferodo);
    await expect(chosen).toHaveBeenCalledWith(UPDATES[1]);
  },
};

/** Un día con más marcas que una página: se leen las primeras y 'Ver más' trae las siguientes. */
export const MoreOfADay: Story = {
  tags: ['!autodocs'],
  args: { renderUpdates: windowOf(UPDATES, 'brand', null, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('18/11/2026'));
    await expect(await canvas.findByRole('button', { name: 'Brembo 12 referencias' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ferodo 7 referencias' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await expect(await canvas.findByRole('button', { name: 'Ferodo 7 referencias' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).toBeNull();
  },
};

/** En la pantalla de una marca, el mes lista sus días (sin nivel de marcas); la actualización elegida se marca. */
export const OneBrand: Story = {
  args: { tree: updatesTree(daysOf(BREMBO)), showBrands: false, renderUpdates: windowOf(BREMBO, 'date', 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chosenDay = await canvas.findByRole('button', { name: '18/11/2026 12 referencias' });
    await expect(chosenDay).toHaveAttribute('aria-pressed', 'true');
    // A closed month reads nothing until opened.
    await expect(canvas.queryByRole('button', { name: '21/10/2026 4 referencias' })).toBeNull();
    await userEvent.click(canvas.getByText('Octubre 2026'));
    await expect(await canvas.findByRole('button', { name: '21/10/2026 4 referencias' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Mientras se leen las actualizaciones de un pliegue, y cuando no se pudieron leer. */
export const LoadingAndFailed: Story = {
  tags: ['!autodocs'],
  args: {
    renderUpdates: (w) =>
      w.type === 'P' ? (
        <UpdateChoices updates={[]} show="brand" onSelect={chosen} loading />
      ) : (
        <UpdateChoices updates={[]} show="brand" onSelect={chosen} failed />
      ),
    showBrands: false,
    openType: 'P',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando las actualizaciones…')).toBeVisible();
    await userEvent.click(canvas.getByText('Completas'));
    await expect(await canvas.findByText('No ha sido posible obtener las actualizaciones.')).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 520 }}>
      <UpdateDates tree={updatesTree(daysOf(UPDATES))} openType="P" renderUpdates={windowOf(UPDATES, 'brand', 2, 1)} />
      <UpdateDates tree={updatesTree(daysOf(BREMBO))} openType="C" renderUpdates={windowOf(BREMBO, 'date', 5)} showBrands={false} />
    </div>
  ),
};
