import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@socios/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoSocio, storyImageUrl } from '../profileFixture';
import { MemberForm } from './MemberForm';

const meta = {
  title: 'Áreas/Mi Perfil/MemberForm',
  component: MemberForm,
  tags: ['autodocs'],
  args: {
    id: 'member-form',
    socio: demoSocio,
    editable: true,
    imageUrl: storyImageUrl,
    onSubmit: fn(),
    footer: <Button type="submit">Guardar cambios</Button>,
  },
} satisfies Meta<typeof MemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Quien no administra cuentas ve solo el nombre del socio, sin poder cambiarlo. */
export const ReadOnlyForNonAdmins: Story = {
  tags: ['!autodocs'],
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nombre del socio')).toHaveValue('Recambios Demo');
    await expect(canvas.getByLabelText('Nombre del socio')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: /Dirección/ })).toBeNull();
    await expect(canvas.getByText('Solo los administradores de cuentas pueden modificar los datos del socio.')).toBeVisible();
  },
};

/** El nombre es obligatorio y las coordenadas deben ser números en su rango; nada se envía hasta corregirlos. */
export const Checks: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Nombre/));
    await userEvent.clear(canvas.getByLabelText('Latitud'));
    await userEvent.type(canvas.getByLabelText('Latitud'), '95');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await canvas.findByText('Introduzca el nombre del socio')).toBeVisible();
    await expect(canvas.getByText('La latitud debe estar entre -90 y 90')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Con coma decimal: se envían números; el CIF y el país no se editan. */
export const Saves: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('CIF')).toHaveAttribute('readonly');
    await userEvent.clear(canvas.getByLabelText('Administrador'));
    await userEvent.type(canvas.getByLabelText('Administrador'), 'Jorge Martín');
    await userEvent.clear(canvas.getByLabelText('Latitud'));
    await userEvent.type(canvas.getByLabelText('Latitud'), '40,4530');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        SOC_NOMBRE: 'Recambios Demo',
        SOC_CONTACTO: 'Jorge Martín',
        SOC_LATITUD: 40.453,
        SOC_LONGITUD: -3.6768,
        logo: { kind: 'none' },
      }),
    );
  },
};
