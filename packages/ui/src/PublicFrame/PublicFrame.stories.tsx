import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CentredScreen } from '../CentredScreen';
import { Footer } from '../Footer';
import { Text } from '../Text';
import { PublicFrame } from './PublicFrame';

const meta = {
  title: 'Navegación/PublicFrame',
  component: PublicFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <CentredScreen>
        <Text>Pagina no encontrada</Text>
      </CentredScreen>
    ),
    footer: <Footer groupName="Grupo de ejemplo" year={2026} />,
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof PublicFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Una pantalla pública de ejemplo con su pie. */
export const Playground: Story = {};

/** La pantalla ocupa la ventana y el pie queda abajo del todo, aunque haya poco contenido. */
export const FooterAtTheBottom: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(Math.round(footer.getBoundingClientRect().bottom)).toBeGreaterThanOrEqual(window.innerHeight - 1);
  },
};
