import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Tile } from './Tile';
import { Tiles } from './Tiles';

const meta = {
  title: 'Fundamentos/Tiles',
  component: Tiles,
  tags: ['autodocs'],
  args: { minWidth: 48, gap: 4, as: 'ul' },
  render: (args) => (
    <div style={{ width: 640 }}>
      <Tiles {...args} aria-label="Carpetas">
        {['Calidad', 'Campañas', 'Circulares', 'Formación', 'Legal'].map((name) => (
          <li key={name}>
            <Card title={name}>12 documentos</Card>
          </li>
        ))}
      </Tiles>
    </div>
  ),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** A 640 px, con mosaicos de al menos 192 px, caben tres por fila; el cuarto empieza la siguiente. */
export const FillsTheRow: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const top = (i: number) => items[i]!.getBoundingClientRect().top;
    await expect(top(1)).toBe(top(0));
    await expect(top(2)).toBe(top(0));
    await expect(top(3)).toBeGreaterThan(top(0));
  },
};

/** Fichas (Tile) de la misma fila, tan altas como la más alta, con su nombre accesible. */
export const TileCards: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ width: 640 }}>
      <Tiles {...args} aria-label="Contactos">
        {[
          ['Ana Ruiz', 'ana@taller.es'],
          ['Luis Gómez', 'luis@taller.es · 600 000 000 · Grupo: Clientes de flota con un nombre largo'],
          ['Marta Sanz', 'Sin correo'],
        ].map(([name, lines]) => (
          <li key={name}>
            <Tile aria-label={name!}>
              <strong>{name}</strong>
              <span>{lines}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Ana Ruiz', 'Luis Gómez', 'Marta Sanz'].map((name) => canvas.getByRole('article', { name }).getBoundingClientRect().height);
    await expect(heights[0]).toBe(heights[1]);
    await expect(heights[2]).toBe(heights[1]);
  },
};

/** Con align="start" cada ficha conserva su propia altura, aunque otra de la fila sea más alta. */
export const OwnHeight: Story = {
  tags: ['!autodocs'],
  args: { align: 'start', minWidth: 48 },
  render: (args) => (
    <div style={{ width: 640 }}>
      <Tiles {...args} aria-label="Marcas">
        <li>
          <Card title="Michelin">Un grupo</Card>
        </li>
        <li>
          <Card title="Pirelli">
            Un grupo
            <br />y otro más
            <br />y un tercero
          </Card>
        </li>
      </Tiles>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]!.getBoundingClientRect().height).toBeLessThan(items[1]!.getBoundingClientRect().height);
  },
};

/** Con maxColumns, una fila ancha no lleva más fichas que las dichas, aunque quepan más. */
export const AtMostThree: Story = {
  tags: ['!autodocs'],
  args: { minWidth: 20, maxColumns: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const top = (i: number) => items[i]!.getBoundingClientRect().top;
    await expect(top(2)).toBe(top(0));
    await expect(top(3)).toBeGreaterThan(top(0));
  },
};
