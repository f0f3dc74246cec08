import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPopup } from './ErrorPopup';

const meta = {
  title: 'Avisos y diálogos/ErrorPopup',
  component: ErrorPopup,
  tags: ['autodocs'],
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { open: true, message: 'Error de servidor', onAccept: fn() },
  argTypes: { message: { control: 'text' }, title: { control: 'text' } },
} satisfies Meta<typeof ErrorPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** «Aceptar» tiene el foco y cierra el aviso de error. */
export const AcceptCloses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const popup = body(canvasElement).getByRole('alertdialog', { name: 'Error' });
    await expect(popup).toHaveAccessibleDescription('Error de servidor');
    const accept = within(popup).getByRole('button', { name: 'Aceptar' });
    await expect(accept).toHaveFocus();
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Escape equivale a «Aceptar». */
export const EscapeAccepts: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await expect(body(canvasElement).getByRole('alertdialog', { name: 'Error' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

/** Muestra el texto que devuelve el servidor. */
export const ServerMessage: Story = {
  tags: ['!autodocs'],
  args: {
    title: 'Error al importar contactos',
    message: 'La línea 3 no tiene correo electrónico.',
  },
  play: async ({ canvasElement }) => {
    const popup = body(canvasElement).getByRole('alertdialog', { name: 'Error al importar contactos' });
    await expect(within(popup).getByText('La línea 3 no tiene correo electrónico.')).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { message: 'No se ha podido establecer la conexión con el servidor.' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Aceptar' })).toBeVisible();
  },
};
