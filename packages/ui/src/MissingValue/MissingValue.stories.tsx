import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Facts } from '../Facts';
import { MissingValue } from './MissingValue';

const meta = {
  title: 'Datos/MissingValue',
  component: MissingValue,
  tags: ['autodocs'],
  args: { children: 'Sin especificar' },
} satisfies Meta<typeof MissingValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un dato sin rellenar se distingue de los datos reales: atenuado y en cursiva. */
export const ToldApartFromData: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <Facts>
      <dt>Teléfono</dt>
      <dd>910 000 000</dd>
      <dt>Correo</dt>
      <dd>
        <MissingValue {...args} />
      </dd>
    </Facts>
  ),
  play: async ({ canvasElement }) => {
    const missing = within(canvasElement).getByText('Sin especificar');
    await expect(getComputedStyle(missing).fontStyle).toBe('italic');
    await expect(getComputedStyle(within(canvasElement).getByText('910 000 000')).fontStyle).toBe('normal');
  },
};
