import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { Text } from '../Text';
import { AppFrame } from './AppFrame';

const meta = {
  title: 'Navegación/AppFrame',
  component: AppFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: (
      <nav aria-label="Menú principal" style={{ width: 240, background: '#0d3c78' }}>
        <a href="#inicio" style={{ color: 'white' }}>
          Inicio
        </a>
      </nav>
    ),
    header: <Header title="Noticias" />,
    footer: <Footer groupName="Grupo de ejemplo" year={2026} />,
    children: <Text>Contenido de la página</Text>,
  },
  argTypes: { sidebar: { control: false }, header: { control: false }, footer: { control: false }, children: { control: false } },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** El marco con una barra lateral, una cabecera y un pie de ejemplo. */
export const Playground: Story = {};

/** La página es el main; la barra lateral queda al lado, la cabecera encima y el pie debajo. */
export const Landmarks: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent('Contenido de la página');
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left);
    await expect(canvas.getByRole('heading', { name: 'Noticias' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(main.getBoundingClientRect().top);
    await expect(canvas.getByRole('contentinfo').getBoundingClientRect().top).toBeGreaterThanOrEqual(main.getBoundingClientRect().bottom);
  },
};
