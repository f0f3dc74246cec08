import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { FrameSkeleton } from './FrameSkeleton';

const meta = {
  title: 'Navegación/FrameSkeleton',
  component: FrameSkeleton,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { logo: <Text weight="bold">Portal del socio</Text>, label: 'Cargando el portal' },
  argTypes: { logo: { control: false } },
} satisfies Meta<typeof FrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Mientras carga, el main está ocupado y el indicador dice qué se carga. */
export const BusyWithItsLabel: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(within(main).getByRole('status')).toHaveAccessibleName('Cargando el portal');
  },
};

/** El marco mientras carga; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Portal del socio')).toBeVisible();
  },
};
