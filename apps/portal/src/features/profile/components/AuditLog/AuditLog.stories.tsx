import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoAudit } from '../profileFixture';
import { AuditLog } from './AuditLog';

const meta = {
  title: 'Áreas/Mi Perfil/AuditLog',
  component: AuditLog,
  tags: ['autodocs'],
  args: {
    rows: demoAudit,
    total: demoAudit.length,
    page: 1,
    pageSize: 50,
    onPage: fn(),
    query: '',
    onSearch: fn(),
    onExport: fn(async () => {}),
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Quién cambió qué y cuándo, con los valores de antes y después; una contraseña no muestra valores. */
export const Entries: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Registro de cambios' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const row = within(table).getByRole('row', { name: /Permiso Tarifas/ });
    await expect(row).toHaveTextContent(/Lucía Núñez.*Modificación.*Permiso Tarifas.*No.*Sí/);
    // 10:15 UTC in the group's zone with seconds, as the CSV writes it, whatever the browser's zone.
    await expect(row).toHaveTextContent('20/11/2026 11:15:00');
    await expect(within(table).getByRole('row', { name: /Contraseña/ })).toHaveTextContent(/Contraseña—{1}—{1}$/);
    await expect(canvas.getByText('3 cambios')).toBeVisible();
  },
};

/** La búsqueda se aplica con el botón o con Intro; las descargas piden CSV y Excel. */
export const SearchAndExport: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en el registro' }), ' Lucía {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Lucía');
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(2));
    await expect(args.onExport).toHaveBeenNthCalledWith(1, 'csv');
    await expect(args.onExport).toHaveBeenNthCalledWith(2, 'xlsx');
  },
};

/** Más de una página: el paginador pide otra (120 cambios son 3 páginas de 50). */
export const Pages: Story = {
  tags: ['!autodocs'],
  args: { total: 120 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('120 cambios')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Páginas del registro' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Última página' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

/** Una búsqueda sin resultados. */
export const NoMatches: Story = {
  tags: ['!autodocs'],
  args: { rows: [], total: 0, query: 'Pedro' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay resultados para la búsqueda')).toBeVisible();
  },
};
