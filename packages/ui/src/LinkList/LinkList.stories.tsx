import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  argTypes: { linkComponent: { control: false }, variant: { control: 'inline-radio', options: ['panel', 'results'] } },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a panel as wide as a drawer. */
const panelWidth: Story['decorators'] = [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>];

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { decorators: panelWidth };

/** Cada elemento es un enlace con su título y su línea de fechas. */
export const EachItemALink: Story = {
  tags: ['!autodocs'],
  decorators: panelWidth,
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
  decorators: panelWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

const results = {
  variant: 'results',
  'aria-label': 'Proveedores encontrados',
  items: [
    { key: 1, href: '#1', title: 'Neumáticos del Norte', meta: 'Michelin, Pirelli' },
    { key: 2, href: '#2', title: 'Baterías Levante', meta: 'Varta, Bosch' },
  ],
} as const;

/** Como resultados de búsqueda: cada resultado es un enlace con su segunda línea en el nombre; el foco lo tiñe. */
export const Results: Story = {
  tags: ['!autodocs'],
  args: results,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Baterías Levante/ });
    await expect(link).toHaveAccessibleName(/Baterías Levante\s*Varta, Bosch/);
    const before = getComputedStyle(link).backgroundColor;
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).backgroundColor).not.toBe(before);
  },
};

/** Los resultados de búsqueda; se compara en claro, en oscuro y a 375 px. */
export const ResultsCatalog: Story = {
  tags: ['visual'],
  args: results,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
