import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';
import { useFormFieldControl } from './useFieldControl';

const meta = {
  title: 'Formularios/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Observaciones', children: (control) => <textarea rows={3} {...control} /> },
  argTypes: { children: { control: false }, label: { control: 'text' }, hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A control that reads its wiring from the enclosing field instead of a render prop. */
function NotesArea() {
  const control = useFormFieldControl();
  return <textarea rows={3} {...control} />;
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { hint: '', error: '', required: false, labelHidden: false } };

/** Etiqueta, obligatorio, ayuda y error conectados a cualquier control. */
export const WiresTheControl: Story = {
  tags: ['!autodocs'],
  args: {
    label: 'Observaciones',
    required: true,
    hint: 'Máximo 250 caracteres.',
    error: 'Escriba una observación',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Observaciones' });
    await expect(area).toBeRequired();
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Escriba una observación Máximo 250 caracteres.');
  },
};

/** Un control propio usa el hook para recibir id y descripciones. */
export const WithHook: Story = {
  tags: ['!autodocs'],
  args: { label: 'Notas internas', hint: 'Solo las ve su empresa.' },
  render: (args) => (
    <FormField {...args}>
      <NotesArea />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notas internas' });
    await expect(area).toHaveAccessibleDescription('Solo las ve su empresa.');
    await expect(area).not.toBeInvalid();
  },
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  width: ${({ theme }) => theme.size.content.form};
`;

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <StyledColumn>
      <FormField label="Observaciones">{(control) => <textarea rows={2} {...control} />}</FormField>
      <FormField label="Observaciones" required hint="Máximo 250 caracteres.">
        {(control) => <textarea rows={2} {...control} />}
      </FormField>
      <FormField label="Observaciones" error="Escriba una observación" fullWidth>
        {(control) => <textarea rows={2} {...control} />}
      </FormField>
      <FormField label="Etiqueta oculta" labelHidden hint="La etiqueta solo la leen los lectores de pantalla.">
        {(control) => <textarea rows={2} {...control} />}
      </FormField>
    </StyledColumn>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4);
  },
};
