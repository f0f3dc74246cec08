import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { FormCard } from './FormCard';

const meta = {
  title: 'Formularios/FormCard',
  component: FormCard,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Recuperar contraseña',
    onSubmit: fn((e) => e.preventDefault()),
    children: [
      <Text key="t" as="h2" size="xl">
        Recuperar contraseña
      </Text>,
      <Text key="p" tone="muted">
        Escriba la dirección de correo de su usuario.
      </Text>,
      <TextField key="f" label="Correo electrónico" type="email" fullWidth />,
      <Button key="b" type="submit" fullWidth>
        Recuperar
      </Button>,
    ],
  },
  argTypes: { as: { control: 'inline-radio', options: ['form', 'div'] }, children: { control: false } },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Es un formulario con nombre: Intro en un campo lo envía. */
export const SubmitsWithEnter: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Recuperar contraseña' });
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'socio@ejemplo.es{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** El formulario en su tarjeta; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recuperar' })).toBeVisible();
  },
};
