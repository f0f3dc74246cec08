import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadIcon, PlusIcon } from '../icons';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta = {
  title: 'Formularios/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Guardar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, fullWidth: false },
};

/** Un clic llama a onClick una vez. */
export const Clicks: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Las variantes: principal, secundaria, fantasma y de peligro. */
export const Variants: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary">
        Aceptar
      </Button>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args} variant="ghost">
        Volver
      </Button>
      <Button {...args} variant="danger">
        Eliminar
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Aceptar', 'Cancelar', 'Volver', 'Eliminar']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** Los tres tamaños de control (sm, md, lg) del tema. */
export const Sizes: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Pequeño' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Grande' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

/** Cargando: desactivado, aria-busy y un indicador en lugar del icono. */
export const Loading: Story = {
  tags: ['!autodocs'],
  args: { loading: true, children: 'Entrando' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Entrando' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Desactivado: no responde al clic. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Guardar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Con icono inicial o final, y a todo el ancho. */
export const WithIcons: Story = {
  tags: ['!autodocs'],
  args: { children: 'Descargar PDF', startIcon: <DownloadIcon size={16} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  },
};

/** Botón que ocupa todo el ancho de su contenedor (formularios estrechos, móvil). */
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Login' },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Button: variantes × estados"
      columns={['Normal', 'Con icono', 'Cargando', 'Deshabilitado', ...sizes.map((size) => `Tamaño ${size}`)]}
      rows={variants.map((variant) => ({
        title: variant,
        cells: [
          <Button key="normal" variant={variant}>
            Guardar
          </Button>,
          <Button key="icon" variant={variant} startIcon={<PlusIcon size={16} />}>
            Nuevo
          </Button>,
          <Button key="loading" variant={variant} loading>
            Guardando
          </Button>,
          <Button key="disabled" variant={variant} disabled>
            Guardar
          </Button>,
          ...sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              Aceptar
            </Button>
          )),
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(variants.length * (4 + sizes.length));
  },
};

/** El foco del teclado (anillo de foco) sobre «Principal» junto a las demás variantes en reposo; se compara en claro, en oscuro y a 375 px. */
export const Focused: Story = {
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16 }}>
      <Button variant="primary">Principal</Button>
      <Button variant="secondary">Secundaria</Button>
      <Button variant="ghost">Fantasma</Button>
      <Button variant="danger">Peligro</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Principal' })).toHaveFocus();
  },
};
