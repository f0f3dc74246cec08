import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Notice } from './Notice';

const meta = {
  title: 'Avisos y diálogos/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'Noticia compartida correctamente' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un rechazo se anuncia como alerta. */
export const Refusal: Story = {
  tags: ['!autodocs'],
  args: { tone: 'danger', role: 'alert', children: 'Usuario o contraseña incorrectos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={3}>
      <Notice tone="info">Los contactos reciben las noticias que comparte con ellos.</Notice>
      <Notice tone="success">Noticia compartida correctamente</Notice>
      <Notice tone="warning">Ya existe un contacto con este email.{'\n'}Revise los datos antes de guardar.</Notice>
      <Notice tone="danger">Error al insertar/modificar/eliminar el contacto</Notice>
    </Stack>
  ),
};
