import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Fundamentos/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  args: { children: '¿Ha olvidado su contraseña?', size: 'md', onClick: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Es un botón (no envía el formulario que lo contiene) y se pulsa con el teclado. */
export const ButtonNotLink: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '¿Ha olvidado su contraseña?' });
    await expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Los dos tamaños; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={2} align="start">
      <LinkButton>¿Ha olvidado su contraseña?</LinkButton>
      <LinkButton size="sm">Ver en el mapa</LinkButton>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
