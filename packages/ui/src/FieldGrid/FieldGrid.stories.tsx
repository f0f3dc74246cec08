import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from '../TextField';
import { FieldGrid } from './FieldGrid';

const meta = {
  title: 'Formularios/FieldGrid',
  component: FieldGrid,
  tags: ['autodocs'],
  args: { min: 'xs', gap: 4 },
  render: (args) => (
    <div style={{ width: 600 }}>
      <FieldGrid {...args}>
        <TextField label="Nombre" defaultValue="Ana" />
        <TextField label="Apellidos" defaultValue="Ruiz Gómez" />
        <TextField label="Teléfono" defaultValue="912 345 678" />
      </FieldGrid>
    </div>
  ),
} satisfies Meta<typeof FieldGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** A 600 px caben tres campos de 180 px en una fila; con el mínimo de 240 px, el tercero baja a la siguiente. */
export const WrapsAtTheFieldWidth: Story = {
  tags: ['!autodocs'],
  args: { min: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('textbox', { name }).getBoundingClientRect().top;
    await expect(top('Apellidos')).toBe(top('Nombre'));
    await expect(top('Teléfono')).toBeGreaterThan(top('Nombre'));
  },
};

/** Con columns, la fila lleva siempre ese número de campos, aunque sea más estrecha que sus mínimos. */
export const FixedColumns: Story = {
  tags: ['!autodocs'],
  args: { columns: 2, gap: 2 },
  render: (args) => (
    <div style={{ width: 160 }}>
      <FieldGrid {...args}>
        <TextField label="X" defaultValue="10" />
        <TextField label="Y" defaultValue="20" />
      </FieldGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (name: string) => canvas.getByRole('textbox', { name }).getBoundingClientRect().top;
    await expect(top('Y')).toBe(top('X'));
  },
};
