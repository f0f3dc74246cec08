import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkList } from './LinkList';

const meta = {
  title: 'Navegación/LinkList',
  component: LinkList,
  tags: ['autodocs'],
  args: {
    items: [
      { key: 1, href: '#noticia-1', title: 'Nueva campaña de pastillas de freno', meta: 'Fecha: 10/03/2026 · Publicada: 12/03/2026' },
      { key: 2, href: '#noticia-2', title: 'Cambios en los portes', meta: 'Fecha: 02/03/2026 · Publicada: 02/03/2026' },
    ],
  },
  argTypes: { linkComponent: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada elemento es un enlace con su título y su línea de fechas. */
export const EachItemALink: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '#noticia-1');
    await expect(links[0]).toHaveTextContent('Nueva campaña de pastillas de frenoFecha: 10/03/2026 · Publicada: 12/03/2026');
  },
};

/** Dos enlaces; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
