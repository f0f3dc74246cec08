import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
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
