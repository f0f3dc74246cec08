import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Fundamentos/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Incluir Pirelli' },
  render: (args) => <Checkbox label={<VisuallyHidden {...args} />} checked onChange={() => {}} />,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La casilla se nombra con el texto oculto, que no ocupa sitio en pantalla. */
export const NamesAControl: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Incluir Pirelli' });
    await expect(box).toBeChecked();
    const text = within(canvasElement).getByText('Incluir Pirelli');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
