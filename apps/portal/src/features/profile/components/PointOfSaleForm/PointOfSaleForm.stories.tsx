import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@socios/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoPoint } from '../profileFixture';
import { PointOfSaleForm } from './PointOfSaleForm';

const meta = {
  title: 'Áreas/Mi Perfil/PointOfSaleForm',
  component: PointOfSaleForm,
  tags: ['autodocs'],
  args: { id: 'point-form', point: null, onSubmit: fn() },
  render: (args) => (
    <Stack>
      <PointOfSaleForm {...args} />
      <Button type="submit" form={args.id}>
        Aceptar
      </Button>
    </Stack>
  ),
} satisfies Meta<typeof PointOfSaleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un punto nuevo necesita nombre; un correo mal escrito o una longitud fuera de rango se señalan. */
export const Checks: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'tienda@');
    await userEvent.type(canvas.getByLabelText('Longitud'), '-200');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await expect(await canvas.findByText('Introduzca el nombre del punto de venta')).toBeVisible();
    await expect(canvas.getByText('El campo Correo electrónico no es una dirección de correo electrónico válida')).toBeVisible();
    await expect(canvas.getByText('La longitud debe estar entre -180 y 180')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Escribir el nombre quita su error al momento; los demás errores siguen hasta que se corrigen. */
export const NameErrorClearsWhenTyped: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'tienda@');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await expect(await canvas.findByText('Introduzca el nombre del punto de venta')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nombre/), 'Taller Sur');
    await expect(canvas.queryByText('Introduzca el nombre del punto de venta')).toBeNull();
    await expect(canvas.getByText('El campo Correo electrónico no es una dirección de correo electrónico válida')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Un punto nuevo con su sitio en el mapa: los vacíos van como null y las coordenadas como números. */
export const AddsWithCoordinates: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre/), 'Taller Sur');
    await userEvent.type(canvas.getByLabelText('Población'), 'Getafe');
    await userEvent.type(canvas.getByLabelText('Latitud'), '40,3057');
    await userEvent.type(canvas.getByLabelText('Longitud'), '-3.7329');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        SOCPV_NOMBRE: 'Taller Sur',
        SOCPV_POBLACION: 'Getafe',
        SOCPV_DIRECCION: null,
        SOCPV_LATITUD: 40.3057,
        SOCPV_LONGITUD: -3.7329,
      }),
    );
  },
};

/** Al editar, el formulario trae los datos guardados (coordenadas con coma decimal). */
export const Editing: Story = {
  tags: ['!autodocs'],
  args: { point: demoPoint() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Nombre/)).toHaveValue('Tienda Centro');
    await expect(canvas.getByLabelText('Latitud')).toHaveValue('40,4168');
    await expect(canvas.getByLabelText('Longitud')).toHaveValue('-3,7038');
  },
};

/** La chincheta y los números van a la par: el botón del mapa rellena la latitud y la longitud, y lo tecleado mueve la chincheta. */
export const PinOnTheMap: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Ubicación del punto de venta en el mapa' });
    await userEvent.click(await within(map).findByRole('button', { name: 'Marcar el centro del mapa' }, { timeout: 15_000 }));
    // The centre of the default view (001 §9), give or take a pixel.
    const value = (label: string) => (canvas.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value('Latitud')).toMatch(/^40,41\d+$/));
    await expect(value('Longitud')).toMatch(/^-3,70\d+$/);
    await userEvent.clear(canvas.getByLabelText('Latitud'));
    await userEvent.type(canvas.getByLabelText('Latitud'), '40,3057');
    await expect(canvas.getByText(/^Latitud 40,305700, longitud -3,70\d+\.$/)).toBeVisible();
  },
};
