import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navegación/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Ruta',
    children: (
      <ol>
        <li>
          <a href="#promociones">Promociones</a>
        </li>
        <li>
          <a href="#campanas">Campañas</a>
        </li>
        <li aria-current="page">Campaña de primavera</li>
      </ol>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Es una navegación con nombre; los separadores no se leen como texto. */
export const NamedTrail: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Ruta' });
    await expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Promociones', 'Campañas', 'Campaña de primavera']);
    await expect(within(nav).getByRole('link', { name: 'Campañas' })).toHaveAttribute('href', '#campanas');
  },
};

/** Una ruta de tres pasos; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
