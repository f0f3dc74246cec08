import { compareNames, formatEuro } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';

interface Line {
  referencia: string;
  descripcion: string;
  pvp: number;
}

const ITEMS = ['Pastillas de freno', 'Disco de freno', 'Zapatas', 'Líquido de frenos', 'Árbol de levas'];
const many: Line[] = Array.from({ length: 20_000 }, (_, i) => ({
  referencia: `REF${String((i * 7919) % 100_000).padStart(5, '0')}`,
  descripcion: `${ITEMS[i % ITEMS.length]} ${i + 1}`,
  pvp: ((i * 37) % 500) + 0.5,
}));
const few = many.slice(0, 6);

const columns: DataTableColumn<Line>[] = [
  { id: 'referencia', header: 'Referencia', cell: (r) => r.referencia, compare: (a, b) => compareNames(a.referencia, b.referencia) },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (r) => r.descripcion,
    compare: (a, b) => compareNames(a.descripcion, b.descripcion),
    grow: 3,
    minWidth: 200,
  },
  { id: 'pvp', header: 'PVP', cell: (r) => formatEuro(r.pvp), align: 'end' },
];

const meta = {
  title: 'Datos/DataTable',
  component: DataTable<Line>,
  tags: ['autodocs'],
  args: { data: few, columns, label: 'Referencias', height: 320 },
} satisfies Meta<typeof DataTable<Line>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las cabeceras ordenables anuncian su orden (aria-sort) y lo cambian al pulsarlas. */
export const SortableHeaders: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Referencia/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'PVP' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstCell = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]!;
    const sorted = [...few].sort((a, b) => compareNames(a.referencia, b.referencia));
    await expect(firstCell()).toHaveTextContent(sorted[0]!.referencia);
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell()).toHaveTextContent(sorted[sorted.length - 1]!.referencia);
  },
};

/** Veinte mil filas: solo se dibujan las visibles; aria-rowcount da el total. */
export const VirtualisedRows: Story = {
  tags: ['!autodocs'],
  args: { data: many, label: 'Veinte mil referencias' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Veinte mil referencias' });
    await expect(table).toHaveAttribute('aria-rowcount', '20001');
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Veinte mil referencias' });
    region.scrollTop = 36 * 10_000;
    await waitFor(() => expect(within(table).getByText('Pastillas de freno 10001')).toBeVisible());
  },
};

/** Sin filas muestra el texto de vacío. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { data: [], emptyText: 'No hay referencias' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay referencias')).toBeVisible();
  },
};

interface ReportLine {
  nombre: string;
  importe: number;
  tone?: 'group' | 'subgroup' | 'total';
}
const report: ReportLine[] = [
  { nombre: 'Frenos del Norte', importe: 12_400, tone: 'group' },
  { nombre: 'Pastillas', importe: 8_100 },
  { nombre: 'Discos', importe: 4_300 },
  { nombre: 'Aceites Ibéricos', importe: 5_000, tone: 'group' },
  { nombre: 'Lubricantes', importe: 5_000 },
  { nombre: 'TOTAL', importe: 17_400, tone: 'total' },
];
const reportColumns: DataTableColumn<ReportLine>[] = [
  { id: 'nombre', header: 'Proveedor', cell: (r) => r.nombre, grow: 3 },
  { id: 'importe', header: 'Importe', cell: (r) => formatEuro(r.importe), align: 'end' },
];

/** Un informe agrupado: las líneas de grupo y el total se distinguen de las de detalle (rowTone). */
export const GroupedRows: Story = {
  tags: ['!autodocs'],
  render: () => <DataTable data={report} columns={reportColumns} label="Consumo por proveedor" rowTone={(r) => r.tone} height={320} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('data-tone'))).toEqual(['group', null, null, 'group', null, 'total']);
    const group = getComputedStyle(rows[0]!).fontWeight;
    const detail = getComputedStyle(rows[1]!).fontWeight;
    await expect(Number(group)).toBeGreaterThan(Number(detail));
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 24, width: 720 }}>
      <DataTable data={few} columns={columns} label="Sin ordenar" height={260} />
      <DataTable data={few} columns={columns} label="Ordenada por descripción" height={260} defaultSort={{ id: 'descripcion', desc: true }} />
      <DataTable data={[]} columns={columns} label="Vacía" height={120} emptyText="No hay referencias" />
    </div>
  ),
};
