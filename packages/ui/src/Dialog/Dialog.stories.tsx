import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Avisos y diálogos/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    open: true,
    onClose: fn(),
    kind: 'alert',
    title: 'Aviso',
    message: 'La sesión se cerrará en 5 minutos.\nGuarde los cambios pendientes.',
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['dialog', 'alert'] },
    width: { control: 'inline-radio', options: [undefined, 'default', 'narrow'] },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un aviso es un alertdialog descrito por su mensaje; Escape lo cierra. */
export const AlertIsDescribedByItsMessage: Story = {
  tags: ['!autodocs'],
  args: { footer: <Button>Aceptar</Button> },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Aviso' });
    await expect(dialog).toHaveAccessibleDescription(/La sesión se cerrará en 5 minutos/);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

function StackedDialogs({ onClose }: { onClose: () => void }) {
  const [asking, setAsking] = useState(true);
  return (
    <>
      <Dialog open onClose={onClose} title="Pedido" footer={<Button onClick={() => setAsking(true)}>Realizar pedido</Button>}>
        <input aria-label="Observaciones" />
      </Dialog>
      <Dialog
        kind="alert"
        open={asking}
        onClose={() => setAsking(false)}
        title="Confirmación"
        message="¿Seguro?"
        footer={<Button onClick={() => setAsking(false)}>Cancelar</Button>}
      />
    </>
  );
}

/** Un diálogo abierto sobre otro (una confirmación sobre un formulario) es el único que atiende al teclado: Escape lo cierra solo a él y Tab no sale de él. */
export const StackedDialogAnswersTheKeyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => <StackedDialogs onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const question = body.getByRole('alertdialog', { name: 'Confirmación' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(question).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('alertdialog', { name: 'Confirmación' })).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'Pedido' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { footer: <Button>Aceptar</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alertdialog')).toBeVisible();
  },
};
