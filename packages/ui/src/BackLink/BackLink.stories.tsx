import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { BackLink } from './BackLink';

const meta = {
  title: 'Navegación/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  args: { href: '#noticias', children: 'Volver a noticias', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] }, linkComponent: { control: false } },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Es un enlace a la lista, con el nombre de la lista (el chevrón es decorativo). */
export const LinksToTheList: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volver a noticias' });
    await expect(link).toHaveAttribute('href', '#noticias');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Los dos tamaños; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={2}>
      <BackLink href="#noticias">Volver a noticias</BackLink>
      <BackLink href="#pedidos" size="sm">
        Volver a los pedidos
      </BackLink>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
