import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries, storyWorkshopGroups, storyWorkshops } from './storyFixture';
import { WorkshopForm } from './WorkshopForm';

const meta = {
  title: 'Áreas/Mis Promociones/WorkshopForm',
  component: WorkshopForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 900 } } },
  args: {
    workshop: null,
    countries: storyCountries,
    groups: storyWorkshopGroups.map((g) => ({ ...g, INCLUIDO: false })),
    onSave: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof WorkshopForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Un taller nuevo con las pestañas Datos y Grupos. */
export const Playground: Story = {};

/**
 * Los campos con error se marcan y se vuelve a Datos; corregidos, se envía el taller con su país y sus grupos.
 */
export const ChecksThenSavesWithGroups: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Nuevo taller' }));
    const country = dialog.getByLabelText('País');
    await expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione un país', 'ANDORRA', 'ESPAÑA', 'PORTUGAL']);
    await userEvent.type(dialog.getByLabelText('Teléfono'), '975 12');
    await userEvent.type(dialog.getByLabelText('Email'), 'sin-arroba');
    await userEvent.click(dialog.getByRole('tab', { name: 'Grupos' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Chapa y pintura' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    // Back on Datos, with every failing field told.
    await expect(await dialog.findByText('Introduzca nombre')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Datos' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('El campo Teléfono solo admite números')).toBeVisible();
    await expect(dialog.getByText('El campo Email no es una dirección de correo válida')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Talleres Duero');
    await userEvent.clear(dialog.getByLabelText('Teléfono'));
    await userEvent.type(dialog.getByLabelText('Teléfono'), '975123456');
    await userEvent.clear(dialog.getByLabelText('Email'));
    await userEvent.type(dialog.getByLabelText('Email'), 'duero@example.com');
    await userEvent.selectOptions(dialog.getByLabelText('País'), 'ESPAÑA');
    // The ticks of the Grupos tab are kept while on Datos.
    await userEvent.click(dialog.getByRole('tab', { name: 'Grupos' }));
    await expect(dialog.getByRole('checkbox', { name: 'Chapa y pintura' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [value] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(value).toMatchObject({
      Reg: { TAS_NOMBRE: 'Talleres Duero', TAS_TELEFONO: '975123456', TAS_EMAIL: 'duero@example.com', TAS_ID_PAIS: 1, TAS_FAX: null },
      groupIds: [11],
    });
  },
};

/** Al editar se cargan sus datos, su país y sus grupos (INCLUIDO). */
export const EditShowsItsData: Story = {
  tags: ['!autodocs'],
  args: { workshop: storyWorkshops[0], groups: storyWorkshopGroups },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Editar taller' }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveValue('Talleres Zubiri');
    await expect(dialog.getByLabelText('País')).toHaveValue('1');
    await userEvent.click(dialog.getByRole('tab', { name: 'Grupos' }));
    await expect(dialog.getByRole('checkbox', { name: 'Clientes habituales' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Nuevos clientes' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [value] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(value).toMatchObject({ Reg: { TAS_ID: 1, TAS_LATITUD: 41.76, TAS_ZOOM: 15 }, groupIds: [10] });
  },
};
