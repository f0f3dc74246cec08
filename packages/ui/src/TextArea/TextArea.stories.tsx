import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Stack } from '../Stack';
import { TextArea } from './TextArea';

const meta = {
  title: 'Formularios/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { size: 'sm', rows: 3 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <FormField label="Observaciones">{(control) => <TextArea {...args} {...control} />}</FormField>,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Dentro de un FormField toma el nombre de su etiqueta, ocupa todo el ancho y admite varias líneas. */
export const InAField: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Observaciones' });
    await userEvent.type(box, 'Entregar por la mañana.{Enter}Llamar antes.');
    await expect(box).toHaveValue('Entregar por la mañana.\nLlamar antes.');
    await expect(box.getBoundingClientRect().width).toBe(box.parentElement!.getBoundingClientRect().width);
  },
};

/** Los tres tamaños; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <FormField key={size} label={`Tamaño ${size}`}>
          {(control) => <TextArea size={size} rows={2} {...control} />}
        </FormField>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [sm, , lg] = within(canvasElement).getAllByRole('textbox');
    await expect(lg!.getBoundingClientRect().height).toBeGreaterThan(sm!.getBoundingClientRect().height);
  },
};
