import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../Spinner';
import { Text } from '../Text';
import { CentredScreen } from './CentredScreen';

const meta = {
  title: 'Fundamentos/CentredScreen',
  component: CentredScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    gap: 3,
    style: { minHeight: 320 },
    children: [
      <Spinner key="s" size="lg" decorative />,
      <Text key="t" role="status" tone="muted">
        Cerrando sessión
      </Text>,
    ],
  },
  argTypes: { as: { control: 'inline-radio', options: ['main', 'div'] }, children: { control: false } },
} satisfies Meta<typeof CentredScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Los bloques quedan centrados en la pantalla, en horizontal y en vertical. */
export const Centred: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement).getByRole('main');
    const status = within(screen).getByRole('status');
    const outer = screen.getBoundingClientRect();
    const inner = status.getBoundingClientRect();
    await expect(Math.abs(inner.left + inner.width / 2 - (outer.left + outer.width / 2))).toBeLessThan(2);
    await expect(inner.top).toBeGreaterThan(outer.top + 100);
  },
};

/** Un estado de espera centrado; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cerrando sessión');
  },
};
