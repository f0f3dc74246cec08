import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Navegación/SectionNav',
  component: SectionNav,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Pedidos y stock',
    children: [
      <a key="pedidos" href="#pedidos" aria-current="page">
        Pedidos
      </a>,
      <a key="stock" href="#stock">
        Mi stock
      </a>,
      <a key="condiciones" href="#condiciones">
        Condiciones
      </a>,
    ],
  },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una navegación con nombre, un enlace por página; la actual se anuncia con aria-current. */
export const CurrentPage: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pedidos y stock' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
  },
};

/** La página actual subrayada, las demás apagadas; se compara en claro, en oscuro y a 375 px, con el puntero y el foco. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
