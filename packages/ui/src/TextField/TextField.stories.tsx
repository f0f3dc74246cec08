import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../icons';
import { CatalogGrid } from '../internal/CatalogGrid';
import { TextField } from './TextField';

const meta = {
  title: 'Formularios/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Usuario', onChange: fn() },
  argTypes: { startAdornment: { control: false }, endAdornment: { control: false } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {
  args: { placeholder: 'Introduzca su usuario', hint: '', error: '', disabled: false, required: false },
};

/** Escribir cambia el valor y llama a onChange. */
export const Typing: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Usuario' });
    await userEvent.type(input, 'socio');
    await expect(input).toHaveValue('socio');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

/** La ayuda describe el campo. */
export const WithHint: Story = {
  tags: ['!autodocs'],
  args: { label: 'Correo electrónico', type: 'email', hint: 'Le enviaremos un enlace para cambiar la contraseña.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAccessibleDescription('Le enviaremos un enlace para cambiar la contraseña.');
  },
};

/** Con error el campo es inválido y el mensaje lo describe. */
export const WithError: Story = {
  tags: ['!autodocs'],
  args: { label: 'Nombre', defaultValue: '', error: 'Los campos de nombre y email son obligatorios' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Los campos de nombre y email son obligatorios');
  },
};

/** Obligatorio, con su marca. */
export const Required: Story = {
  tags: ['!autodocs'],
  args: { label: 'Nombre', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombre' })).toBeRequired();
  },
};

/** Desactivado. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true, defaultValue: 'socio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Usuario' })).toBeDisabled();
  },
};

/** Búsqueda con la etiqueta oculta pero accesible. */
export const SearchWithHiddenLabel: Story = {
  tags: ['!autodocs'],
  args: { label: 'Buscar contactos', labelHidden: true, placeholder: 'Buscar…', startAdornment: <SearchIcon size={16} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Buscar contactos' })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="TextField: estados"
      columns={['Vacío', 'Con valor', 'Con ayuda', 'Con error', 'Deshabilitado']}
      rows={[
        {
          title: 'Etiqueta visible',
          cells: [
            <TextField key="empty" label="Usuario" placeholder="Introduzca su usuario" />,
            <TextField key="value" label="Usuario" defaultValue="taller.garcia" />,
            <TextField key="hint" label="Teléfono" hint="Solo dígitos, máximo 9" defaultValue="912345678" />,
            <TextField key="error" label="Nombre" error="Campo obligatorio" required />,
            <TextField key="disabled" label="Usuario" defaultValue="socio" disabled />,
          ],
        },
        {
          title: 'Con icono',
          cells: [
            <TextField key="empty" label="Buscar" labelHidden placeholder="Buscar…" startAdornment={<SearchIcon size={16} />} />,
            <TextField key="value" label="Buscar 2" labelHidden defaultValue="Frenos" startAdornment={<SearchIcon size={16} />} />,
            <TextField key="hint" label="Buscar 3" labelHidden hint="Pulse Intro" startAdornment={<SearchIcon size={16} />} />,
            <TextField key="error" label="Buscar 4" labelHidden error="Sin resultados" startAdornment={<SearchIcon size={16} />} />,
            <TextField key="disabled" label="Buscar 5" labelHidden disabled startAdornment={<SearchIcon size={16} />} />,
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(10);
  },
};

/** El campo con el foco del teclado junto a uno en reposo y otro con error; se compara en claro, en oscuro y a 375 px. */
export const Focused: Story = {
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 320 }}>
      <TextField label="Usuario" defaultValue="socio" />
      <TextField label="Correo electrónico" />
      <TextField label="Nombre" error="Los campos de nombre y email son obligatorios" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Usuario' })).toHaveFocus();
  },
};
