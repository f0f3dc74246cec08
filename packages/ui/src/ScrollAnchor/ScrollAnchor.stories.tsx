import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { ScrollAnchor } from './ScrollAnchor';

const meta = {
  title: 'Fundamentos/ScrollAnchor',
  component: ScrollAnchor,
  tags: ['autodocs'],
  args: { children: <Text>120 resultados</Text> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ScrollAnchor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Al desplazarse hasta él, se detiene por debajo de la cabecera fija (64 px más 12). */
export const StopsBelowTheHeader: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByText('120 resultados').parentElement as HTMLElement;
    await expect(getComputedStyle(anchor).scrollMarginTop).toBe('76px');
  },
};
