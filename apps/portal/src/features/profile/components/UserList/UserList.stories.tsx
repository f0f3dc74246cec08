import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoUsers } from '../profileFixture';
import { UserList } from './UserList';

const meta = {
  title: 'Áreas/Mi Perfil/UserList',
  component: UserList,
  tags: ['autodocs'],
  args: { users: demoUsers, currentUserId: 1, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof UserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Nadie se borra a sí mismo: la línea propia no tiene botón de borrar; las demás sí. */
export const NoSelfDelete: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const me = canvas.getByRole('listitem', { name: 'Ana García López' });
    await expect(me).toHaveTextContent('Usted');
    await expect(me).toHaveTextContent('Administrador');
    await expect(within(me).queryByRole('button', { name: /Borrar/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar Jorge Martín Ruiz' }));
    await expect(args.onDelete).toHaveBeenCalledWith(demoUsers[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Lucía Núñez' }));
    await expect(args.onEdit).toHaveBeenCalledWith(demoUsers[2]);
  },
};
