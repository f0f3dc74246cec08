import type { Bateria } from '@socios/api';
import { Button } from '@socios/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BATTERIES, BATTERY_GROUPS } from '../fixtures';
import { SpecialtyRow } from '../SpecialtyRow';
import { SpecialtyResults } from './SpecialtyResults';

function BatteryRow({ battery }: { battery: Bateria }) {
  return (
    <SpecialtyRow
      marca={battery.Marca}
      refComercial={battery.RefComercial}
      reference={battery.Ref}
      descripcion={battery.Descripcion}
      stock={battery.Stock}
      price={battery}
      facts={[
        { label: 'Potencia', value: `${battery.PotenciaArranque} A` },
        { label: 'Voltaje', value: `${battery.Voltaje} V` },
      ]}
      action={<Button size="sm">Comprar</Button>}
    />
  );
}

const meta = {
  title: 'Áreas/Neumáticos, lubricantes y baterías/SpecialtyResults',
  component: SpecialtyResults<Bateria>,
  tags: ['autodocs'],
  args: {
    state: 'done',
    groups: BATTERY_GROUPS,
    total: BATTERIES.length,
    socios: 2,
    rowKey: (b: Bateria) => b.Ref,
    renderRow: (b: Bateria) => <BatteryRow battery={b} />,
    onResetFilters: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: ['initial', 'loading', 'error', 'done'] } },
} satisfies Meta<typeof SpecialtyResults<Bateria>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Antes de buscar: 'Introduzca los parámetros de la búsqueda'. */
export const Initial: Story = {
  tags: ['!autodocs'],
  args: { state: 'initial' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Introduzca los parámetros de la búsqueda')).toBeVisible();
  },
};

/** Buscando: un indicador de carga con nombre. */
export const Loading: Story = {
  tags: ['!autodocs'],
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Buscando artículos' })).toBeVisible();
  },
};

/** Sin resultados: 'No hay resultados para la búsqueda'. */
export const NoResults: Story = {
  tags: ['!autodocs'],
  args: { groups: [], total: 0, socios: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay resultados para la búsqueda')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar los filtros' })).toBeNull();
  },
};

/** Cuando los filtros ocultan todo lo encontrado, se dice y se ofrece quitarlos. */
export const FiltersHideEverything: Story = {
  tags: ['!autodocs'],
  args: { groups: [], total: 0, socios: 0, hidden: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay resultados para la búsqueda')).toBeVisible();
    await expect(canvas.getByText('Los filtros ocultan 2 artículos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar los filtros' }));
    await expect(args.onResetFilters).toHaveBeenCalled();
  },
};

/** Resultados por socio: el más surtido primero; al plegar un socio se ocultan sus artículos y al desplegarlo vuelven. */
export const GroupedAndCollapsible: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 artículos de 2 socios');
    const toggles = canvas.getAllByRole('button', { name: /artículo/ });
    await expect(toggles.map((t) => t.textContent)).toEqual(['Autorecambios Levante1 artículo · 9 unidades', 'Recambios del Norte1 artículo · 3 unidades']);
    const levante = canvas.getByRole('region', { name: 'Autorecambios Levante' });
    await expect(within(levante).getByRole('article', { name: 'Varta Blue Dynamic E11' })).toBeVisible();
    await userEvent.click(within(levante).getByRole('button', { name: /Autorecambios Levante/ }));
    await expect(within(levante).getByRole('button', { name: /Autorecambios Levante/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(levante).queryByRole('article')).toBeNull();
    await expect(within(levante).getByRole('list', { hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Bosch S4 008' })).toBeVisible();
    await userEvent.click(within(levante).getByRole('button', { name: /Autorecambios Levante/ }));
    await expect(within(levante).getByRole('article', { name: 'Varta Blue Dynamic E11' })).toBeVisible();
  },
};

/** Una página de muchas: el recuento es el total del servidor, no el de la página, y el paginador pide la siguiente. */
export const Paged: Story = {
  tags: ['!autodocs'],
  args: { total: 1234, socios: 41, page: 1, pages: 25, onPage: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.234 artículos de 41 socios · página 1 de 25')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Páginas de resultados' });
    await userEvent.click(within(pager).getByRole('button', { name: /siguiente/i }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Un fallo de la llamada se muestra con su texto. */
export const Failed: Story = {
  tags: ['!autodocs'],
  args: { state: 'error', errorText: 'Error de servidor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error de servidor');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 1000 }}>
      <SpecialtyResults {...args} state="initial" />
      <SpecialtyResults {...args} groups={[]} total={0} socios={0} />
      <SpecialtyResults {...args} />
    </div>
  ),
};
