import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResultLinks } from './ResultLinks';

const suppliers = [
  { id: 1, name: 'Neumáticos del Norte', brands: 'Michelin, Pirelli' },
  { id: 2, name: 'Baterías Levante', brands: 'Varta, Bosch' },
];

const meta = {
  title: 'Datos/ResultLinks',
  component: ResultLinks,
  tags: ['autodocs'],
  args: { 'aria-label': 'Proveedores encontrados' },
  render: (args) => (
    <ResultLinks {...args}>
      {suppliers.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>
            {s.name}
            <small>{s.brands}</small>
          </a>
        </li>
      ))}
    </ResultLinks>
  ),
} satisfies Meta<typeof ResultLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada resultado es un enlace con su segunda línea en el nombre; el foco lo tiñe. */
export const Results: Story = {
  tags: ['!autodocs'],
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

/** Se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
