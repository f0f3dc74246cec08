import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { PercentInput, type PercentInputProps } from './PercentInput';

const meta = {
  title: 'Formularios/PercentInput',
  component: PercentInput,
  tags: ['autodocs'],
  args: { label: 'Descuento comercial', value: 12.5, onChange: fn() },
} satisfies Meta<typeof PercentInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: PercentInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <PercentInput
        {...props}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange(v);
        }}
      />
      <output aria-label="Valor">{value === null ? '' : String(value)}</output>
    </div>
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { render: (args) => <Controlled {...args} /> };

/** Coma decimal y dos decimales al salir. */
export const EuropeanFormat: Story = {
  tags: ['!autodocs'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Descuento comercial' });
    await expect(input).toHaveValue('12,50');
    await userEvent.clear(input);
    await userEvent.type(input, '7,25');
    await expect(args.onChange).toHaveBeenLastCalledWith(7.25);
    await expect(canvas.getByLabelText('Valor')).toHaveTextContent('7.25');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveValue('7,25');
  },
};

/** Solo admite dígitos y una coma. */
export const OnlyAcceptedKeys: Story = {
  tags: ['!autodocs'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Descuento comercial' });
    await userEvent.clear(input);
    await userEvent.type(input, '1a2b,c5%');
    await expect(input).toHaveValue('12,5');
    await userEvent.type(input, '{Backspace}{Backspace}');
    await expect(input).toHaveValue('12');
  },
};

/** Un negativo es inválido y lo dice. */
export const NegativeIsInvalid: Story = {
  tags: ['!autodocs'],
  args: { invalidText: 'Introduzca un porcentaje válido' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Descuento comercial' });
    await userEvent.clear(input);
    await userEvent.type(input, '-3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Introduzca un porcentaje válido')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith(-3);
  },
};

/** Más de dos decimales es inválido. */
export const TooManyDecimals: Story = {
  tags: ['!autodocs'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Descuento comercial' });
    await userEvent.clear(input);
    await userEvent.type(input, '1,234');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Como máximo 2 decimales')).toBeVisible();
  },
};

/** Por encima del máximo es inválido. */
export const AboveTheMaximum: Story = {
  tags: ['!autodocs'],
  args: { max: 100 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Descuento comercial' });
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('El porcentaje no puede superar el 100 %')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith(150);
  },
};

/** Campo de porcentaje deshabilitado: se ve el valor pero no se puede cambiar. */
export const Disabled: Story = { args: { disabled: true } };

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="PercentInput: estados"
      columns={['Valor', 'Vacío', 'Con ayuda', 'Deshabilitado']}
      rows={[
        {
          title: 'Normal',
          cells: [
            <PercentInput key="v" label="Valor" value={35} onChange={() => undefined} />,
            <PercentInput key="e" label="Vacío" value={null} onChange={() => undefined} />,
            <PercentInput key="h" label="Con ayuda" value={1.5} hint="Según el consumo" onChange={() => undefined} />,
            <PercentInput key="d" label="Deshabilitado" value={8} disabled onChange={() => undefined} />,
          ],
        },
      ]}
    />
  ),
};
