import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Avisos y diálogos/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { open: true, message: 'Desea borrar Ana López ?', onConfirm: fn(), onCancel: fn() },
  argTypes: { message: { control: 'text' }, title: { control: 'text' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { destructive: false, loading: false } };

/** «Aceptar» confirma; el mensaje describe el diálogo. */
export const Confirm: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('alertdialog', { name: 'Confirmación' });
    await expect(dialog).toHaveAccessibleDescription('Desea borrar Ana López ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** «Cancelar» tiene el foco al abrir y cancela. */
export const Cancel: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const cancel = body(canvasElement).getByRole('button', { name: 'Cancelar' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape cancela. */
export const EscapeCancels: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await expect(body(canvasElement).getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Acción destructiva en curso: el botón de confirmar queda ocupado. */
export const DestructiveLoading: Story = {
  tags: ['!autodocs'],
  args: { destructive: true, loading: true },
  play: async ({ canvasElement, args }) => {
    const confirm = body(canvasElement).getByRole('button', { name: 'Aceptar' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { destructive: true },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await expect(screen.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};
