import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ButtonVariant } from '../Button';
import { DownloadIcon, EditIcon, RefreshIcon, StarIcon, TrashIcon } from '../icons';
import { CatalogGrid } from '../internal/CatalogGrid';
import { IconButton, type IconButtonSize } from './IconButton';

const meta = {
  title: 'Formularios/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Actualizar', icon: <RefreshIcon />, onClick: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { variant: 'ghost', size: 'md', disabled: false } };

/** El nombre accesible es su etiqueta, también como título. */
export const HasAccessibleName: Story = {
  tags: ['!autodocs'],
  args: { label: 'Eliminar contacto', icon: <TrashIcon />, variant: 'danger' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Eliminar contacto' });
    await expect(button).toHaveAttribute('title', 'Eliminar contacto');
  },
};

/** Un clic llama a onClick. */
export const Clicks: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actualizar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Con el teclado: Tab le da el foco y Enter lo activa. */
export const KeyboardActivation: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Actualizar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Desactivado: no responde. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actualizar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const sizes: IconButtonSize[] = ['sm', 'md', 'lg'];
const icons = [<StarIcon key="star" />, <EditIcon key="edit" />, <DownloadIcon key="download" />];

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="IconButton: variantes × tamaños y estado deshabilitado"
      columns={[...sizes.map((size) => `Tamaño ${size}`), 'Deshabilitado']}
      rows={variants.map((variant) => ({
        title: variant,
        cells: [
          ...sizes.map((size, index) => <IconButton key={size} label={`${variant} ${size}`} icon={icons[index]} variant={variant} size={size} />),
          <IconButton key="disabled" label={`${variant} deshabilitado`} icon={<StarIcon />} variant={variant} disabled />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(variants.length * (sizes.length + 1));
  },
};

/** El foco del teclado sobre el primero junto a los demás en reposo; se compara en claro, en oscuro y a 375 px. */
export const Focused: Story = {
  tags: ['visual', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16 }}>
      <IconButton label="Actualizar" icon={<RefreshIcon />} />
      <IconButton label="Editar" icon={<EditIcon />} variant="secondary" />
      <IconButton label="Eliminar" icon={<TrashIcon />} variant="danger" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toHaveFocus();
  },
};
