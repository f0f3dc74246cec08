import type { PuntoVenta } from '@socios/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopForm, type ShopFormProps } from './ShopForm';

const point = (SOCPV_ID: number, SOCPV_NOMBRE: string, SOCPV_DIRECCION: string, SOCPV_POBLACION: string): PuntoVenta => ({
  SOCPV_ID,
  SOCPV_NOMBRE,
  SOCPV_DIRECCION,
  SOCPV_CP: '28001',
  SOCPV_POBLACION,
  SOCPV_PROVINCIA: 'Madrid',
  SOCPV_TELEFONO: null,
  SOCPV_FAX: null,
  SOCPV_MAIL: null,
  SOCPV_LATITUD: null,
  SOCPV_LONGITUD: null,
  SOCPV_ZOOM: null,
});

const meta = {
  title: 'Áreas/Stock/ShopForm',
  component: ShopForm,
  tags: ['autodocs'],
  args: {
    memberName: 'Autorecambios Levante',
    reference: 'FDB1234',
    description: 'Ferodo · Pastillas de freno',
    warehouses: [
      { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Stock: '8', Precio: 52.9, Dto: 12, Neto: 46.55 },
      { CodigoAlmacen: '02', DescripcionAlmacen: 'Alicante', Stock: '4', Precio: 55, Dto: 12, Neto: 48.4 },
      { CodigoAlmacen: '03', DescripcionAlmacen: 'Elche', Stock: '-9999', Precio: 52.9, Dto: 12, Neto: 46.55 },
    ],
    quantities: {},
    onQuantityChange: fn(),
    pickupPoints: [point(1, 'Tienda Centro', 'Calle Mayor 3', 'Madrid'), point(2, 'Almacén Norte', 'Avenida de Burgos 40', 'Alcobendas')],
    pickupPointId: null,
    onPickupPointChange: fn(),
    note: '',
    onNoteChange: fn(),
  },
} satisfies Meta<typeof ShopForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: ShopFormProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [pickupPointId, setPickupPointId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  return (
    <ShopForm
      {...props}
      quantities={quantities}
      onQuantityChange={(code, n) => setQuantities((q) => ({ ...q, [code]: n }))}
      pickupPointId={pickupPointId}
      onPickupPointChange={setPickupPointId}
      note={note}
      onNoteChange={setNote}
    />
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { render: (args) => <Controlled {...args} /> };

/** Unidades por almacén, nunca más que su stock; cada línea a su precio y el total suma unidades e importes. */
export const UnitsPerWarehouse: Story = {
  tags: ['!autodocs'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const central = canvas.getByRole('spinbutton', { name: 'Unidades del almacén 01 Central' });
    await userEvent.click(central);
    await userEvent.keyboard('20');
    await expect(central).toHaveValue('8');
    await userEvent.click(within(canvas.getByRole('group', { name: 'Unidades del almacén 02 Alicante' })).getByRole('button', { name: 'Una unidad más' }));
    await expect(canvas.getByRole('row', { name: /^01 Central/ })).toHaveTextContent(/8 unidades.*46,55\s€.*372,40\s€/);
    await expect(canvas.getByRole('row', { name: /^02 Alicante/ })).toHaveTextContent(/4 unidades.*48,40\s€.*48,40\s€/);
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent(/9 unidades.*420,80\s€/);
    await expect(canvas.getByRole('spinbutton', { name: 'Unidades del almacén 03 Elche' })).toBeDisabled();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Punto de recogida' }),
      'Almacén Norte — Avenida de Burgos 40, 28001 Alcobendas, Madrid',
    );
    await expect(canvas.getByRole('combobox', { name: 'Punto de recogida' })).toHaveValue('2');
  },
};

/**
 * Cada almacén vende a su propio precio: 2 unidades de 01 a 32,31 € y 1 de 02 a 30,47 € suman 95,09 € (no 3 × 30,47 €),
 * el mismo importe que el servidor guarda y envía por correo.
 */
export const EachWarehouseAtItsOwnPrice: Story = {
  tags: ['!autodocs'],
  args: {
    memberName: 'Autorecambios Levante',
    reference: '0 986 400 166',
    description: 'Bosch · Pastillas de freno',
    warehouses: [
      { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Stock: '6', Precio: 36.72, Dto: 12, Neto: 32.31 },
      { CodigoAlmacen: '02', DescripcionAlmacen: 'Sagunto', Stock: '4', Precio: 34.62, Dto: 12, Neto: 30.47 },
    ],
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = (code: string) =>
      within(canvas.getByRole('group', { name: new RegExp(`^Unidades del almacén ${code} `) })).getByRole('button', { name: 'Una unidad más' });
    await userEvent.click(more('01'));
    await userEvent.click(more('01'));
    await userEvent.click(more('02'));
    // A row on a wide screen, a block on a phone: either way it holds the warehouse's net and its amount.
    const line = (name: RegExp) => canvas.queryByRole('row', { name }) ?? canvas.getByRole('listitem', { name });
    await expect(line(/^01 Central/)).toHaveTextContent(/32,31\s€/);
    await expect(line(/^01 Central/)).toHaveTextContent(/64,62\s€/);
    await expect(line(/^02 Sagunto/)).toHaveTextContent(/30,47\s€/);
    await expect(line(/^Total/)).toHaveTextContent(/3 unidades.*95,09\s€/);
  },
};

/** En el móvil cada almacén es un bloque con su neto, sus unidades y su importe; el total sigue a la vista. */
export const OnAPhone: Story = {
  ...EachWarehouseAtItsOwnPrice,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async (context) => {
    await EachWarehouseAtItsOwnPrice.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const lines = canvas.getByRole('list', { name: 'Almacenes de Autorecambios Levante' });
    await expect(within(lines).getByRole('listitem', { name: '01 Central' })).toHaveTextContent(/64,62\s€.*6 unidades · 32,31\s€ la unidad/);
    await expect(within(lines).getByRole('listitem', { name: 'Total' })).toBeVisible();
  },
};

/** El socio no tiene almacenes con la referencia. */
export const NoWarehouses: Story = {
  args: { warehouses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se han encontrado almacenes')).toBeVisible();
  },
};
