import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { TreeLabel } from './TreeLabel';

const meta = {
  title: 'Datos/TreeLabel',
  component: TreeLabel,
  tags: ['autodocs'],
  args: { depth: 2, title: 'Frenos Iberia', children: 'Frenos Iberia' },
  argTypes: { depth: { control: { type: 'number', min: 1, max: 4 } } },
} satisfies Meta<typeof TreeLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada nivel entra 16 px más que el anterior; el primero no entra. */
export const IndentedByLevel: Story = {
  tags: ['!autodocs'],
  render: () => (
    <Stack gap={1} align="start">
      <TreeLabel depth={1}>Frenos</TreeLabel>
      <TreeLabel depth={2}>Frenos Iberia</TreeLabel>
      <TreeLabel depth={3}>Brembo</TreeLabel>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByText('Frenos')).paddingLeft).toBe('0px');
    await expect(getComputedStyle(canvas.getByText('Frenos Iberia')).paddingLeft).toBe('16px');
    await expect(getComputedStyle(canvas.getByText('Brembo')).paddingLeft).toBe('32px');
  },
};
