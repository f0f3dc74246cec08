import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PopupCard } from './PopupCard';

const meta = {
  title: 'Datos/PopupCard',
  component: PopupCard,
  tags: ['autodocs'],
  args: {
    title: 'Recambios Norte S.L.',
    subtitle: 'Socio · CIF B12345678',
    children: [
      <div key="a">Calle Mayor 1, 48001 Bilbao</div>,
      <div key="t">
        <a href="tel:+34910000000">910 000 000</a>
      </div>,
      <span key="p">2 puntos de venta</span>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PopupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El nombre destaca, lo que es va atenuado y el teléfono es un enlace de llamada. */
export const NameAndContact: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Recambios Norte S.L.');
    await expect(name.tagName).toBe('STRONG');
    await expect(getComputedStyle(canvas.getByText('Socio · CIF B12345678')).color).not.toBe(getComputedStyle(name).color);
    await expect(canvas.getByRole('link', { name: '910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
  },
};
