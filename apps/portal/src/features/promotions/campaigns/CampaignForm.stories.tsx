import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoCampaign, demoGroups, renderedPicture, storyPicture, storySource } from './campaignFixture';
import { CampaignForm } from './CampaignForm';

const meta = {
  title: 'Áreas/Mis Promociones/CampaignForm',
  component: CampaignForm,
  tags: ['autodocs'],
  args: {
    campaign: null,
    groups: demoGroups.map((g) => ({ ...g, INCLUIDO: false })),
    image: '',
    designer: storySource(),
    onSave: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof CampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is portalled to the body: queries start there. */
const screen = () => within(document.body);
const accept = () => userEvent.click(screen().getByRole('button', { name: 'Aceptar' }));

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una campaña nueva sin nombre: el texto del spec, la pestaña Datos a la vista y no se envía nada. */
export const NameRequired: Story = {
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const s = screen();
    await userEvent.click(s.getByRole('tab', { name: 'Envío' }));
    await accept();
    await expect(await s.findByRole('alert')).toHaveTextContent('Debe rellenar todos los campos para añadir la campaña');
    await expect(s.getByRole('tab', { name: 'Datos' })).toHaveAttribute('aria-selected', 'true');
    await expect(s.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Al crear, el nombre y las fechas admiten 30 caracteres (50 al editar). */
export const CreateLimits: Story = {
  tags: ['!autodocs'],
  play: async () => {
    const s = screen();
    await expect(s.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('maxLength', '30');
    await expect(s.getByRole('textbox', { name: 'Fecha de inicio' })).toHaveAttribute('maxLength', '30');
  },
};

/**
 * Editar: los datos de la campaña, su imagen en la pestaña Imagen y sus grupos en Envío; lo enviado lleva los grupos
 * marcados y no lleva diseño si no se ha diseñado.
 */
export const EditTabs: Story = {
  tags: ['!autodocs'],
  args: { campaign: demoCampaign(), groups: demoGroups, image: storyPicture('#b91c1c', 'Actual') },
  play: async ({ args }) => {
    const s = screen();
    await expect(s.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Oferta de frenos');
    await expect(s.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('maxLength', '50');
    await userEvent.click(s.getByRole('checkbox', { name: 'No enviar notificaciones de esta campaña' }));
    await userEvent.click(s.getByRole('tab', { name: 'Imagen' }));
    await expect(s.getByRole('img', { name: 'Imagen de la campaña Oferta de frenos' })).toBeVisible();
    await userEvent.click(s.getByRole('tab', { name: 'Envío' }));
    const groups = s.getByRole('list', { name: 'Grupos de talleres de la campaña' });
    await expect(within(groups).getByRole('checkbox', { name: 'Talleres de Madrid' })).toBeChecked();
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Talleres de Madrid' }));
    await userEvent.click(within(groups).getByRole('checkbox', { name: 'Clientes preferentes' }));
    await accept();
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const value = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(value).toMatchObject({ CAM_NOMBRE: 'Oferta de frenos', CAM_SILENCIADA: true, groupIds: [3] });
    await expect(value).not.toHaveProperty('design');
  },
};

/**
 * 'Diseñar imagen' abre el diseñador; al partir de una plantilla y aceptar, la pestaña Imagen muestra la imagen
 * generada y lo guardado lleva el diseño y su imagen.
 */
export const DesignFromTemplate: Story = {
  tags: ['!autodocs'],
  args: { campaign: demoCampaign({ CAM_TIENE_IMAGEN: false }), image: '' },
  play: async ({ args }) => {
    const s = screen();
    await userEvent.click(s.getByRole('tab', { name: 'Imagen' }));
    await expect(s.getByText('La campaña no tiene imagen.')).toBeVisible();
    await userEvent.click(s.getByRole('button', { name: 'Diseñar imagen' }));
    await userEvent.click(await s.findByRole('button', { name: 'Oferta del mes' }));
    // The bound title shows the campaign's title as typed in the form.
    await expect(await s.findByRole('button', { name: 'Texto 3: Pastillas de freno -20 %' })).toHaveTextContent('Pastillas de freno -20 %');
    await userEvent.click(s.getByRole('button', { name: 'Aceptar' }));
    await expect(await s.findByRole('img', { name: 'Imagen de la campaña Oferta de frenos' })).toHaveAttribute('src', renderedPicture);
    await accept();
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const value = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(value.design.image).toBe(renderedPicture);
    await expect(value.design.lines).toHaveLength(4);
  },
};
