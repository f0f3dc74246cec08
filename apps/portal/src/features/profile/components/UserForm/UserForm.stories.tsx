import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@socios/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { adminPermisos, demoUser, storyImageUrl } from '../profileFixture';
import { UserForm } from './UserForm';

const meta = {
  title: 'Áreas/Mi Perfil/UserForm',
  component: UserForm,
  tags: ['autodocs'],
  args: {
    id: 'user-form',
    user: null,
    imageUrl: storyImageUrl,
    loadCommonCheck: async () => (password: string) => password === 'password123',
    onSubmit: fn(),
    footer: <Button type="submit">Aceptar</Button>,
  },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const accept = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Aceptar' }));

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un usuario nuevo sin datos: los textos del spec bajo cada campo, y no se envía nada. */
export const NewUserRequiredFields: Story = {
  tags: ['!autodocs'],
  args: { grantable: adminPermisos },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await expect(await canvas.findByText('Introduzca nombre')).toBeVisible();
    await expect(canvas.getByText('Introduzca usuario')).toBeVisible();
    await expect(canvas.getByText('Introduzca una contraseña válida')).toBeVisible();
    await expect(canvas.getByLabelText(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** La repetición debe coincidir, y una contraseña de las más usadas se rechaza. */
export const PasswordRules: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nombre/), 'Lucía');
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), 'lucia@recambiosdemo.es');
    await userEvent.type(canvas.getByLabelText(/^Usuario/), 'lnunez');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Verano-en-Soria-2026');
    await userEvent.type(canvas.getByLabelText(/^Repita la contraseña/), 'Verano-en-Soria-2025');
    await accept(canvas);
    await expect(await canvas.findByText('Las contraseñas no coinciden')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Contraseña/));
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'password123');
    await userEvent.clear(canvas.getByLabelText(/^Repita la contraseña/));
    await userEvent.type(canvas.getByLabelText(/^Repita la contraseña/), 'password123');
    await accept(canvas);
    await expect(await canvas.findByText(/una de las más usadas/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Permisos (solo para administradores de cuentas): los que el administrador no tiene no se pueden marcar; el valor
 * enviado lleva los marcados.
 */
export const PermissionsOnlyHeld: Story = {
  tags: ['!autodocs'],
  args: { grantable: adminPermisos },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const permissions = canvas.getByRole('group', { name: 'Permisos' });
    await expect(within(permissions).getByRole('checkbox', { name: 'Promociones' })).toBeDisabled();
    await userEvent.click(within(permissions).getByRole('checkbox', { name: 'Tarifas' }));
    await userEvent.type(canvas.getByLabelText(/^Nombre/), 'Lucía');
    await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), 'lucia@recambiosdemo.es');
    await userEvent.type(canvas.getByLabelText(/^Usuario/), 'lnunez');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'Verano-en-Soria-2026');
    await userEvent.type(canvas.getByLabelText(/^Repita la contraseña/), 'Verano-en-Soria-2026');
    await accept(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        USR_NOMBRE: 'Lucía',
        USR_CLAVE: 'lnunez',
        USR_PWD: 'Verano-en-Soria-2026',
        permisos: expect.objectContaining({ USR_PERM_TARIFAS: true, USR_PERM_PROMOCIONES: false }),
        foto: { kind: 'none' },
      }),
    );
  },
};

/** Un usuario sin permiso de administrar cuentas no ve las casillas de permisos. */
export const WithoutPermissionCheckboxes: Story = {
  tags: ['!autodocs'],
  args: { user: demoUser({ USR_ADMINISTRAR_CUENTAS: false }), own: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Permisos' })).toBeNull();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/**
 * Mi perfil: para cambiar la contraseña hay que escribir la actual; sin cambiarla, se guarda sin ella y la foto
 * guardada se conserva.
 */
export const OwnProfilePassword: Story = {
  tags: ['!autodocs'],
  args: { user: demoUser({ USR_ID_DOCUMENTO: 7 }), own: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Foto actual' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'Verano-en-Soria-2026');
    await userEvent.type(canvas.getByLabelText(/^Repita la contraseña/), 'Verano-en-Soria-2026');
    await accept(canvas);
    await expect(await canvas.findByText('Introduzca su contraseña actual para cambiarla')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), 'admin1234');
    await accept(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ USR_PWD: 'Verano-en-Soria-2026', USR_PWD_ACTUAL: 'admin1234', foto: { kind: 'kept', id: 7 }, permisos: {} }),
    );
  },
};

/** La foto: un tipo no admitido muestra 'Tipo de archivo incorrecto.'; quitarla deja el valor sin foto. */
export const PhotoRules: Story = {
  tags: ['!autodocs'],
  args: { user: demoUser({ USR_ID_DOCUMENTO: 7 }), own: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['hola'], 'foto.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByText('Tipo de archivo incorrecto.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar foto' }));
    await expect(canvas.getByText('Sin foto')).toBeVisible();
    await accept(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ foto: { kind: 'none' }, USR_PWD: null })));
  },
};
