import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { Toast } from './Toast';

const meta = {
  title: 'Datos/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: {
    children: [
      <Notice key="n" tone="success" role="status">
        Nuevo pedido recibido: <a href="#pedido-1">P-2026-0001</a>
      </Notice>,
      <Button key="b" size="sm" variant="secondary">
        Cerrar
      </Button>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El aviso flota en la esquina inferior derecha de la ventana. */
export const BottomRightCorner: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const toast = status.parentElement as HTMLElement;
    await expect(getComputedStyle(toast).position).toBe('fixed');
    const box = toast.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(20);
    await expect(window.innerHeight - box.bottom).toBeLessThan(20);
  },
};
