import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordRecovery, type RecoveryOutcome } from './PasswordRecovery';

const meta = {
  title: 'Áreas/Mi Perfil/PasswordRecovery',
  component: PasswordRecovery,
  tags: ['autodocs'],
  args: { defaultEmail: 'ana.garcia@recambiosdemo.es', onSend: fn(async (_email: string): Promise<RecoveryOutcome> => ({ ok: true })) },
} satisfies Meta<typeof PasswordRecovery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Enviado: 'El correo se envió con éxito'. */
export const Sent: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('El correo se envió con éxito');
    await expect(args.onSend).toHaveBeenCalledWith('ana.garcia@recambiosdemo.es');
  },
};

/** Rechazado: se muestra el mensajeError del servidor. */
export const Refused: Story = {
  tags: ['!autodocs'],
  args: { onSend: fn(async (_email: string): Promise<RecoveryOutcome> => ({ ok: false, message: 'Introduzca una dirección de correo electrónico válida.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Correo de recuperación/));
    await userEvent.type(canvas.getByLabelText(/^Correo de recuperación/), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Introduzca una dirección de correo electrónico válida.');
  },
};
