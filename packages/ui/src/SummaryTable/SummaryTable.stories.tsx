import { formatEuro, formatNumber } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type SummaryColumn, SummaryTable } from './SummaryTable';

interface Line {
  referencia: string;
  descripcion: string;
  almacen: string;
  unidades: number;
  importe: number;
}

const lines: Line[] = [
  { referencia: 'P-2231', descripcion: 'Pastillas de freno delanteras', almacen: 'Madrid', unidades: 4, importe: 96.4 },
  { referencia: 'D-118', descripcion: 'Disco de freno ventilado de 280 mm para turismos', almacen: 'Getafe', unidades: 2, importe: 131.9 },
  { referencia: 'L-5', descripcion: 'Líquido de frenos DOT 4', almacen: 'Madrid', unidades: 12, importe: 58.8 },
];

const columns: SummaryColumn<Line>[] = [
  { key: 'referencia', title: 'Referencia', rowHeader: true, cell: (l) => l.referencia },
  { key: 'descripcion', title: 'Descripción', fit: 'wrap', cell: (l) => l.descripcion },
  { key: 'almacen', title: 'Almacén', cell: (l) => l.almacen },
  { key: 'unidades', title: 'Unidades', align: 'end', cell: (l) => formatNumber(l.unidades, { decimals: 0 }), total: formatNumber(18, { decimals: 0 }) },
  { key: 'importe', title: 'Importe', align: 'end', cell: (l) => formatEuro(l.importe), total: formatEuro(287.1) },
];

const meta = {
  title: 'Datos/SummaryTable',
  component: SummaryTable<Line>,
  tags: ['autodocs'],
  args: { caption: 'Líneas del pedido', columns, rows: lines, rowKey: (l: Line) => l.referencia, totalLabel: 'Total', pinLast: false },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <SummaryTable {...args} />
    </div>
  ),
} satisfies Meta<typeof SummaryTable<Line>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Sin título visible, la tabla se nombra con `label` (la sección que la rodea ya dice qué es). */
export const NamedWithoutCaption: Story = {
  tags: ['!autodocs'],
  args: { caption: undefined, label: 'Líneas del pedido' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Líneas del pedido' });
    await expect(table.querySelector('caption')).toBeNull();
  },
};

/** Cada fila la nombra su primera columna; las cifras van a la derecha y la fila de total suma bajo su columna. */
export const RowsAndTotal: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Líneas del pedido' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('P-2231');
    await expect(getComputedStyle(within(rows[1]!).getAllByRole('cell').at(-1)!).textAlign).toBe('right');
    const total = rows[4]!;
    await expect(within(total).getByRole('rowheader', { name: 'Total' })).toHaveAttribute('colspan', '3');
    await expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([formatNumber(18, { decimals: 0 }), formatEuro(287.1)]);
  },
};

/** Sin etiqueta de total no hay fila de total; con scrollLabel la tabla se desplaza con el teclado. */
export const WithoutTotalScrollable: Story = {
  tags: ['!autodocs'],
  args: { totalLabel: undefined, scrollLabel: 'Líneas del pedido', pinLast: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Líneas del pedido' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(within(region).getAllByRole('row')).toHaveLength(4);
  },
};

const linked: SummaryColumn<Line>[] = columns.map((c) =>
  c.rowHeader ? { ...c, cell: (l: Line) => <a href={`#${l.referencia}`}>{l.referencia}</a> } : c.key === 'almacen' ? { ...c, phoneSlot: 'corner' } : c,
);

/** En el móvil, con phone="cards", cada fila es una ficha de líneas «etiqueta: valor»; el enlace de la fila la cubre entera. */
export const PhoneCards: Story = {
  tags: ['!autodocs'],
  args: { columns: linked, phone: 'cards', rowLinks: true, totalLabel: undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Líneas del pedido' });
    await expect(within(table).getByRole('link', { name: 'P-2231' })).toHaveAttribute('href', '#P-2231');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Descripción', null, 'Unidades', 'Importe']);
  },
};

/** La fila propia (el tramo del socio) se marca y se anuncia como la actual. */
export const CurrentRow: Story = {
  tags: ['!autodocs'],
  args: { isCurrent: (l: Line) => l.referencia === 'D-118', totalLabel: undefined },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const cell = within(rows[1]!).getByRole('rowheader');
    await expect(getComputedStyle(cell).fontWeight).toBe('700');
  },
};

/** Con total y la última columna fija, y debajo la misma tabla en fichas con enlaces; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { pinLast: true },
  render: (args) => (
    <div style={{ maxWidth: 760, display: 'grid', gap: 32 }}>
      <SummaryTable {...args} />
      <SummaryTable {...args} caption="En fichas en el móvil" columns={linked} phone="cards" rowLinks pinLast={false} totalLabel={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(10);
  },
};
