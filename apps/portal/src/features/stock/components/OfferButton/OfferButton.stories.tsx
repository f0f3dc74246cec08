import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '@socios/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferButton, type OfferButtonOffer } from './OfferButton';

const offer = (Stock: string, PermisoCompra: 'true' | 'false' = 'true'): OfferButtonOffer => ({ NombreAsociado: 'Recambios Alcalá', Stock, PermisoCompra });

const meta = {
  title: 'Áreas/Stock/OfferButton',
  component: OfferButton,
  tags: ['autodocs'],
  args: { offer: offer('3'), onBuy: fn() },
} satisfies Meta<typeof OfferButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Con stock y cliente: 'Comprar' entrega la oferta; el nombre accesible dice qué se compra y a quién. */
export const Buy: Story = {
  tags: ['!autodocs'],
  args: { subject: 'FDB1234' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Comprar FDB1234 · Recambios Alcalá' });
    await userEvent.click(button);
    await expect(args.onBuy).toHaveBeenCalledWith(args.offer);
  },
};

/** Sin permiso de compra, sin stock o sin unidades publicadas, el botón está desactivado y dice por qué. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  render: () => (
    <Inline>
      <OfferButton offer={offer('40', 'false')} onBuy={fn()} />
      <OfferButton offer={offer('0')} onBuy={fn()} />
      <OfferButton offer={offer('-9999')} onBuy={fn()} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'No es cliente · Recambios Alcalá' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sin stock · Recambios Alcalá' })).toBeDisabled();
    const grey = canvas.getByRole('button', { name: 'Consultar · Recambios Alcalá' });
    await expect(grey).toBeDisabled();
    await expect(grey).toHaveAttribute('title', 'El socio tiene la pieza pero no publica las unidades');
  },
};

/** Los cuatro estados del botón; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Inline>
      <OfferButton offer={offer('3')} onBuy={fn()} />
      <OfferButton offer={offer('40', 'false')} onBuy={fn()} />
      <OfferButton offer={offer('0')} onBuy={fn()} />
      <OfferButton offer={offer('-9999')} onBuy={fn()} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
