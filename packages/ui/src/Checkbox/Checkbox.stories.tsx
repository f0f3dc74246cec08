import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Formularios/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Realizar estudios a máximos', onChange: fn() },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { disabled: false, indeterminate: false, hint: '', error: '' } };

/** Un clic en la etiqueta marca y desmarca la casilla. */
export const Toggles: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Realizar estudios a máximos' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Realizar estudios a máximos'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Estado mixto, p. ej. «seleccionar todas» con solo algunas marcadas. */
export const Indeterminate: Story = {
  tags: ['!autodocs'],
  args: { label: 'Seleccionar todas las marcas', indeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Seleccionar todas las marcas' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

/** La ayuda describe la casilla (aria-describedby). */
export const WithHint: Story = {
  tags: ['!autodocs'],
  args: { label: 'Esta Semana', hint: 'Solo noticias publicadas en los últimos 7 días' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Esta Semana' });
    await expect(checkbox).toHaveAccessibleDescription('Solo noticias publicadas en los últimos 7 días');
  },
};

/** Con error la casilla es inválida y el mensaje la describe. */
export const WithError: Story = {
  tags: ['!autodocs'],
  args: { label: 'Acepto las condiciones', error: 'Debe aceptar las condiciones' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Acepto las condiciones' })).toBeInvalid();
  },
};

/** Desactivada y marcada. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Realizar estudios a máximos' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Checkbox: valor × estado"
      columns={['Normal', 'Deshabilitado', 'Con error']}
      rows={[
        { title: 'Sin marcar', checked: false, indeterminate: false },
        { title: 'Marcado', checked: true, indeterminate: false },
        { title: 'Mixto', checked: false, indeterminate: true },
      ].map((row) => ({
        title: row.title,
        cells: [
          <Checkbox key="n" label={`${row.title}`} defaultChecked={row.checked} indeterminate={row.indeterminate} />,
          <Checkbox key="d" label={`${row.title} (deshabilitado)`} defaultChecked={row.checked} indeterminate={row.indeterminate} disabled />,
          <Checkbox key="e" label={`${row.title} (error)`} defaultChecked={row.checked} indeterminate={row.indeterminate} error="Obligatorio" />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(9);
  },
};
