import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';

const meta = {
  title: 'Formularios/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { label: 'Unidades del almacén 01 Central', value: 0, stock: '12', onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { render: (args) => <Controlled {...args} /> };

/** Los botones suman y restan de uno en uno, entre 0 y el stock del almacén. */
export const StepsWithinTheStock: Story = {
  tags: ['!autodocs'],
  args: { stock: '2' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Unidades del almacén 01 Central' });
    const less = canvas.getByRole('button', { name: 'Una unidad menos' });
    const more = canvas.getByRole('button', { name: 'Una unidad más' });
    await expect(less).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(field).toHaveValue('2');
    await expect(more).toBeDisabled();
    await userEvent.click(less);
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Solo enteros: un texto que no es un número vale 0, el signo menos pone 0, 4 cifras como mucho y nunca más que el stock. */
export const TypedUnits: Story = {
  tags: ['!autodocs'],
  args: { stock: '250' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: 'Unidades del almacén 01 Central' });
    await userEvent.click(field);
    await userEvent.keyboard('7');
    await expect(field).toHaveValue('7');
    await userEvent.keyboard('x');
    await expect(field).toHaveValue('0');
    await userEvent.keyboard('12');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('-');
    await expect(field).toHaveValue('0');
    await userEvent.keyboard('9999');
    await expect(field).toHaveValue('250');
  },
};

/** Sin stock ('0') o en gris ('-9999') no se puede pedir nada. */
export const NothingToOrder: Story = {
  tags: ['!autodocs'],
  args: { stock: '-9999' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Una unidad más' })).toBeDisabled();
  },
};

/** Todos los estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <CatalogGrid
      caption="Estados del contador de unidades"
      columns={['Estado']}
      rows={[
        { title: 'Sin unidades', cells: [<QuantityStepper key="a" {...args} value={0} />] },
        { title: 'Con unidades', cells: [<QuantityStepper key="b" {...args} value={3} />] },
        { title: 'Al máximo', cells: [<QuantityStepper key="c" {...args} stock="3" value={3} />] },
        { title: 'Sin stock', cells: [<QuantityStepper key="d" {...args} stock="0" value={0} />] },
        { title: 'Desactivado', cells: [<QuantityStepper key="e" {...args} value={1} disabled />] },
      ]}
    />
  ),
};
