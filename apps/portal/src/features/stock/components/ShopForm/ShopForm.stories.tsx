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
    net: 46.55,
    warehouses: [
      { CodigoAlmacen: '01', DescripcionAlmacen: 'Central', Stock: '8' },
      { CodigoAlmacen: '02', DescripcionAlmacen: 'Alicante', Stock: '4' },
      { CodigoAlmacen: '03', DescripcionAlmacen: 'Elche', Stock: '-9999' },
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

/** Unidades por almacén, nunca más que su stock; el total suma unidades e importe neto. */
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
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent(/9 unidades.*418,95\s€/);
    await expect(canvas.getByRole('spinbutton', { name: 'Unidades del almacén 03 Elche' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Punto de recogida' }), 'Almacén Norte — Avenida de Burgos 40, 28001 Alcobendas, Madrid');
    await expect(canvas.getByRole('combobox', { name: 'Punto de recogida' })).toHaveValue('2');
  },
};

/** El socio no tiene almacenes con la referencia. */
export const NoWarehouses: Story = {
  args: { warehouses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se han encontrado almacenes')).toBeVisible();
  },
};
