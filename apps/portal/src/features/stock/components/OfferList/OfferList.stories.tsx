import type { OfertaStock } from '@socios/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { netPrice, type StockOfferOrder } from '@socios/domain';
import { OfferList, type OfferListProps } from './OfferList';

const offer = (
  NombreAsociado: string,
  CifAsociado: string,
  Stock: string,
  Precio: number,
  Dto: number,
  PermisoCompra: 'true' | 'false' = 'true',
  PrecioHasta = Precio,
): OfertaStock => ({
  NombreAsociado,
  CifAsociado,
  ReferenciaAsociado: `${CifAsociado.slice(-3)}-FDB1234`,
  Precio,
  Dto,
  Neto: netPrice(Precio, Dto),
  PrecioHasta,
  NetoHasta: netPrice(PrecioHasta, Dto),
  Stock,
  PermisoCompra,
});

const OFFERS = [
  offer('Recambios Alcalá', 'B10000001', '3', 48.2, 10),
  offer('Autorecambios Levante', 'B10000002', '12', 52.9, 12),
  offer('Suministros del Norte', 'B10000003', '-9999', 44, 5),
  offer('Frenos y Embragues Sur', 'B10000004', '40', 41.5, 8, 'false'),
  offer('Recambios Galaicos', 'B10000005', '0', 39.9, 0),
];

const meta = {
  title: 'Áreas/Stock/OfferList',
  component: OfferList,
  tags: ['autodocs'],
  args: { offers: OFFERS, order: 'unidades', onOrderChange: fn(), onBuy: fn() },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: OfferListProps) {
  const [order, setOrder] = useState<StockOfferOrder>(props.order);
  return <OfferList {...props} order={order} onOrderChange={setOrder} />;
}

/** The members in the order shown (each row header's first line: the name, above its own reference). */
const memberNames = (root: HTMLElement) =>
  within(root)
    .getAllByRole('rowheader')
    .map((h: HTMLElement) => h.firstChild?.textContent);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Por unidades o por precio; primero los socios a los que se puede comprar. */
export const OrderedByUnitsOrPrice: Story = {
  tags: ['!autodocs'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(memberNames(canvasElement)).toEqual([
      'Autorecambios Levante',
      'Recambios Alcalá',
      'Frenos y Embragues Sur',
      'Recambios Galaicos',
      'Suministros del Norte',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Precio' }));
    await expect(memberNames(canvasElement)).toEqual([
      'Recambios Alcalá',
      'Autorecambios Levante',
      'Frenos y Embragues Sur',
      'Recambios Galaicos',
      'Suministros del Norte',
    ]);
  },
};

/** 'Comprar' abre la tienda del socio; 'No es cliente', 'Sin stock' y 'Consultar' no se pueden pulsar. */
export const OnlyCustomersWithStockBuy: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar · Autorecambios Levante' }));
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ CifAsociado: 'B10000002' }));
    await expect(canvas.getByRole('button', { name: 'No es cliente · Frenos y Embragues Sur' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sin stock · Recambios Galaicos' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Consultar · Suministros del Norte' })).toBeDisabled();
    const levante = canvas.getByRole('row', { name: /Autorecambios Levante/ });
    await expect(levante).toHaveTextContent(/52,90\s€.*12,00 %.*46,55\s€.*12 unidades/);
  },
};

/** Un socio cuyos almacenes venden a precios distintos: la lista dice 'desde' el más barato y el rango al pasar por encima. */
export const PricesPerWarehouse: Story = {
  tags: ['!autodocs'],
  args: { offers: [offer('Autorecambios Levante', 'B10000002', '10', 34.62, 12, 'true', 36.72), OFFERS[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const levante = canvas.getByRole('row', { name: /Autorecambios Levante/ });
    await expect(levante).toHaveTextContent(/desde 34,62\s€.*12,00 %.*desde 30,47\s€/);
    await expect(within(levante).getByTitle(/Según el almacén, de 30,47\s€ a 32,31\s€/)).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Recambios Alcalá/ })).not.toHaveTextContent('desde');
  },
};

/** En el móvil cada socio es un bloque con su neto, su stock y su botón, sin desplazarse a los lados. */
export const OnAPhone: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const levante = within(canvas.getByRole('list', { name: 'Socios con stock' })).getByRole('listitem', { name: 'Autorecambios Levante' });
    await expect(levante).toHaveTextContent(/46,55\s€.*Dto\. 12,00 %.*12 unidades/);
    await userEvent.click(within(levante).getByRole('button', { name: 'Comprar · Autorecambios Levante' }));
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ CifAsociado: 'B10000002' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Ningún otro socio tiene la referencia. */
export const NoOffers: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ningún otro socio tiene esta referencia en stock.')).toBeVisible();
  },
};
