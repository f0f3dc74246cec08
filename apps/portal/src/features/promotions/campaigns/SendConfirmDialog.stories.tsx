import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendConfirmDialog } from './SendConfirmDialog';

const meta = {
  title: 'Áreas/Mis Promociones/SendConfirmDialog',
  component: SendConfirmDialog,
  tags: ['autodocs'],
  args: { name: 'Oferta de frenos', workshops: 12, addresses: 14, onSend: fn(), onTest: fn(), onCancel: fn() },
} satisfies Meta<typeof SendConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/**
 * Antes de enviar, la pregunta con el número de talleres y de direcciones; 'Cancelar' tiene el foco y no envía nada;
 * 'Enviarme una prueba' y 'Enviar' llaman cada uno a lo suyo.
 */
export const AsksWithTheCount: Story = {
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Enviar campaña' });
    await expect(dialog).toHaveAccessibleDescription('Se enviará a 12 talleres (14 direcciones de correo) la campaña Oferta de frenos. ¿Desea enviarla?');
    const d = within(dialog);
    await expect(d.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: 'Enviarme una prueba' }));
    await expect(args.onTest).toHaveBeenCalledTimes(1);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Un solo taller con una sola dirección, en singular. */
export const OneWorkshop: Story = {
  tags: ['!autodocs'],
  args: { workshops: 1, addresses: 1 },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Enviar campaña' });
    await expect(dialog).toHaveAccessibleDescription(/^Se enviará a 1 taller \(1 dirección de correo\)/);
  },
};

/** Mientras se envía la prueba, 'Enviar' espera; 'Cancelar' sigue disponible. */
export const SendingTest: Story = {
  tags: ['!autodocs'],
  args: { busy: 'test' },
  play: async () => {
    const d = within(await within(document.body).findByRole('alertdialog', { name: 'Enviar campaña' }));
    await expect(d.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};
