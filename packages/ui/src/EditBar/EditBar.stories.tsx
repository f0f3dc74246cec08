import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EditIcon } from '../icons';
import { EditBar } from './EditBar';

const meta = {
  title: 'Datos/EditBar',
  component: EditBar,
  tags: ['autodocs'],
  args: {
    hint: 'Arrastre los bloques por su barra superior y cambie su tamaño desde la esquina inferior derecha.',
    children: (
      <Button variant="primary" size="sm" startIcon={<EditIcon size={16} />} aria-pressed>
        Terminar de organizar
      </Button>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof EditBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La barra sólo se ve donde los bloques se pueden mover (más de 1000 px, como aquí): la ayuda y el botón. */
export const HintWhileEditing: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Arrastre los bloques/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terminar de organizar' })).toHaveAttribute('aria-pressed', 'true');
  },
};
