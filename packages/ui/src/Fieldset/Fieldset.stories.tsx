import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'Formularios/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Clima',
    children: (
      <>
        <label>
          <input type="radio" name="clima" defaultChecked /> Todos
        </label>
        <label>
          <input type="radio" name="clima" /> Solo invierno
        </label>
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El grupo lleva el nombre de su leyenda, y sus controles están dentro. */
export const NamedGroup: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Clima' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
  },
};

/** En línea, la leyenda abre la fila y los controles la siguen en la misma línea. */
export const Inline: Story = {
  tags: ['!autodocs'],
  args: { legend: 'Atajos', inline: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Atajos' });
    const legend = group.querySelector('legend')!;
    const [first] = within(group).getAllByRole('radio');
    await expect(legend.getBoundingClientRect().right).toBeLessThanOrEqual(first!.getBoundingClientRect().left);
  },
};
