import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyGroupWorkshops } from '../workshops/storyFixture';
import { WorkshopGroupForm } from './WorkshopGroupForm';

const meta = {
  title: 'Áreas/Mis Promociones/WorkshopGroupForm',
  component: WorkshopGroupForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } } },
  args: { group: null, workshops: storyGroupWorkshops.map((w) => ({ ...w, INCLUIDO: false })), onSave: fn(async () => true), onClose: fn() },
} satisfies Meta<typeof WorkshopGroupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Un grupo nuevo: nombre y talleres incluidos. */
export const Playground: Story = {};

/** Sin nombre no se envía y aparece el texto del spec; con nombre y talleres marcados se envía todo. */
export const RequiredNameThenSave: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Nuevo grupo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Debe rellenar todos los campos para añadir el grupo');
    await expect(args.onSave).not.toHaveBeenCalled();
    // 30 characters at most on create.
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveAttribute('maxLength', '30');
    await userEvent.type(dialog.getByLabelText(/^Nombre/), '  Clientes de Soria ');
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Buscar taller' }), 'ágreda');
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ágreda Motor/ }));
    await userEvent.clear(dialog.getByRole('searchbox', { name: 'Buscar taller' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Autos Peña/ }));
    await expect(dialog.getByText('2 seleccionados de 4')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ GRT_NOMBRE: 'Clientes de Soria', workshopIds: [2, 4] }));
  },
};

/** Al editar: 50 caracteres y los talleres ya incluidos vienen marcados; desmarcar uno lo quita. */
export const EditKeepsIncluded: Story = {
  tags: ['!autodocs'],
  args: { group: { GRT_ID: 10, GRT_NOMBRE: 'Clientes habituales', NUM_TALLERES: 2 }, workshops: storyGroupWorkshops },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Editar grupo' }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveAttribute('maxLength', '50');
    await expect(dialog.getByRole('checkbox', { name: /Talleres Zubiri/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Talleres Zubiri/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ GRT_NOMBRE: 'Clientes habituales', workshopIds: [2] }));
  },
};

/** Mientras llegan los talleres se ve la carga. */
export const LoadingWorkshops: Story = {
  tags: ['!autodocs'],
  args: { workshops: undefined },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('status', { name: 'Cargando' })).toBeVisible();
  },
};
