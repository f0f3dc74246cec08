import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { FadeIn } from './FadeIn';

const meta = {
  title: 'Fundamentos/FadeIn',
  component: FadeIn,
  tags: ['autodocs'],
  args: { children: <Text>Una página nueva</Text> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FadeIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Con movimiento reducido (como en estas pruebas) el contenido aparece sin animación y pasa sus atributos. */
export const NoMotionWhenReduced: Story = {
  tags: ['!autodocs'],
  args: { 'data-route': '/noticias' } as Story['args'],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Una página nueva').parentElement as HTMLElement;
    await expect(box).toHaveAttribute('data-route', '/noticias');
    await expect(getComputedStyle(box).animationName).toBe('none');
  },
};
