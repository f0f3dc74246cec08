import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Formularios/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Contraseña' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { defaultVisible: false, disabled: false, error: '', hint: '' } };

/** El ojo muestra y oculta la contraseña. */
export const TogglesVisibility: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.type(input, 'secreta1');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Contraseña' })).toHaveValue('secreta1');

    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible();
  },
};

/** Puede empezar visible. */
export const InitiallyVisible: Story = {
  tags: ['!autodocs'],
  args: { defaultVisible: true, defaultValue: 'secreta1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Contraseña' })).toHaveValue('secreta1');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toBeVisible();
  },
};

/** Con error el campo es inválido y el mensaje lo describe. */
export const WithError: Story = {
  tags: ['!autodocs'],
  args: { error: 'Las contraseñas no coinciden', label: 'Repita la contraseña' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Repita la contraseña');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Las contraseñas no coinciden');
  },
};

/** Desactivado, también el ojo. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true, defaultValue: 'secreta1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="PasswordField: estados"
      columns={['Oculta', 'Visible', 'Con error', 'Deshabilitada']}
      rows={[
        {
          title: 'PasswordField',
          cells: [
            <PasswordField key="hidden" label="Contraseña" defaultValue="secreta1" />,
            <PasswordField key="visible" label="Contraseña visible" defaultValue="secreta1" defaultVisible />,
            <PasswordField key="error" label="Repita la contraseña" defaultValue="otra" error="No coinciden" />,
            <PasswordField key="disabled" label="Contraseña deshabilitada" defaultValue="secreta1" disabled />,
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ocultar contraseña' })).toBeVisible();
  },
};
