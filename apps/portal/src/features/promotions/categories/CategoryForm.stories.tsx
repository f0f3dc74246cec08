import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCategories } from '../images/storyFixture';
import { CategoryForm } from './CategoryForm';

const meta = {
  title: 'Áreas/Mis Promociones/CategoryForm',
  component: CategoryForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { category: null, categories: storyCategories, onSave: fn(async () => true), onClose: fn() },
} satisfies Meta<typeof CategoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Una categoría nueva. */
export const Playground: Story = {};

/** Sin nombre, o con el de otra categoría (mayúsculas y acentos aparte), no se envía; un nombre nuevo sí, recortado. */
export const ChecksThenSaves: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Nueva categoría' }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveAttribute('maxLength', '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Debe indicar el nombre de la categoría');
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'NEUMATICOS');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Ya existe una categoría con ese nombre');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText(/^Nombre/));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), '  Baterías ');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('Baterías'));
  },
};

/** Al renombrar, su propio nombre no cuenta como repetido. */
export const RenameKeepsOwnName: Story = {
  tags: ['!autodocs'],
  args: { category: storyCategories[0] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Editar categoría' }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveValue('Neumáticos');
    await userEvent.clear(dialog.getByLabelText(/^Nombre/));
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'neumáticos');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('neumáticos'));
  },
};
