import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColumnList } from './ColumnList';

const names = [
  'Alfa Romeo',
  'Audi',
  'BMW',
  'Citroën',
  'Dacia',
  'Fiat',
  'Ford',
  'Honda',
  'Kia',
  'Mazda',
  'Opel',
  'Peugeot',
  'Renault',
  'Seat',
  'Škoda',
  'Volvo',
];

const meta = {
  title: 'Datos/ColumnList',
  component: ColumnList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Todos los fabricantes' },
  render: (args) => (
    <ColumnList {...args}>
      {names.map((n) => (
        <li key={n}>
          <a href={`#${n}`}>{n}</a>
        </li>
      ))}
    </ColumnList>
  ),
} satisfies Meta<typeof ColumnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** En un escritorio la lista se reparte en cuatro columnas, en orden de lectura hacia abajo. */
export const FourColumns: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lefts = new Set(canvas.getAllByRole('listitem').map((li) => Math.round(li.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(4);
    await expect(canvas.getByRole('link', { name: 'Audi' }).getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByRole('link', { name: 'Alfa Romeo' }).getBoundingClientRect().top,
    );
  },
};

/** Se compara en claro, en oscuro y a 375 px (una o dos columnas). */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(names.length);
  },
};
