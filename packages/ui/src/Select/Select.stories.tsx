import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Select, type SelectOption } from './Select';

const months: SelectOption[] = [
  { value: '0', label: 'Todo el año' },
  { value: '1', label: 'Enero' },
  { value: '2', label: 'Febrero' },
  { value: '3', label: 'Marzo' },
  { value: '4', label: 'Abril' },
];

const meta = {
  title: 'Formularios/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Mes', options: months, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { disabled: false, error: '', hint: '' } };

/** Elegir una opción cambia el valor. */
export const ChoosesOption: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Mes' });
    await expect(select).toHaveValue('0');
    await userEvent.selectOptions(select, 'Marzo');
    await expect(select).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Con texto inicial y sin valor elegido. */
export const WithPlaceholder: Story = {
  tags: ['!autodocs'],
  args: { label: 'Categoría', placeholder: 'Seleccione una categoría', options: months.slice(1) },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Categoría' });
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')).toHaveLength(5);
  },
};

/** Una opción desactivada no se puede elegir. */
export const WithDisabledOption: Story = {
  tags: ['!autodocs'],
  args: { options: [...months, { value: '5', label: 'Mayo (sin datos)', disabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('option', { name: 'Mayo (sin datos)' })).toBeDisabled();
  },
};

/** Con error el campo es inválido y el mensaje lo describe. */
export const WithError: Story = {
  tags: ['!autodocs'],
  args: { error: 'Seleccione un mes' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Mes' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Seleccione un mes');
  },
};

/** Desactivado. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Mes' })).toBeDisabled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Select: estados"
      columns={['Normal', 'Con marcador', 'Con ayuda', 'Con error', 'Deshabilitado']}
      rows={[
        {
          title: 'Select',
          cells: [
            <Select key="n" label="Mes" options={months} defaultValue="3" />,
            <Select key="p" label="Categoría" options={months} placeholder="Seleccione…" defaultValue="" />,
            <Select key="h" label="Año" options={[{ value: '2026', label: '2026' }]} hint="Años con noticias" />,
            <Select key="e" label="Tarifa" options={months} placeholder="Seleccione…" defaultValue="" error="Obligatorio" />,
            <Select key="d" label="Proveedor" options={months} disabled />,
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(5);
  },
};
