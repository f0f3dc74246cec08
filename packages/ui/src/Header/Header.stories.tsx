import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { BellIcon } from '../icons';
import { Header, type HeaderProps } from './Header';

const meta = {
  title: 'Navegación/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Estudios de mercado', onMenuToggle: fn() },
  argTypes: { title: { control: 'text' }, actions: { control: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const newsButton = <IconButton label="Noticias no leídas" icon={<BellIcon />} />;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { isMobile: false, menuOpen: false } };

/** El título de la página es el h1; sin hamburguesa en escritorio. */
export const PageTitle: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estudios de mercado' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  },
};

/** The burger as the portal wires it: it toggles the drawer and reflects its state. */
function MobileHeader(props: HeaderProps) {
  const [open, setOpen] = useState(false);
  return (
    <Header
      {...props}
      isMobile
      menuOpen={open}
      onMenuToggle={() => {
        props.onMenuToggle?.();
        setOpen(!open);
      }}
    />
  );
}

/** En el móvil la hamburguesa abre y cierra el menú (aria-expanded). */
export const MobileBurgerToggles: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => <MobileHeader {...args} />,
  play: async ({ canvasElement, args }) => {
    const burger = within(canvasElement).getByRole('button', { name: 'Menú' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(2);
  },
};

/** El hueco de la derecha aloja el botón de noticias no leídas. */
export const WithNewsSlot: Story = {
  tags: ['!autodocs'],
  args: { title: 'Mis Contactos', actions: newsButton },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Noticias no leídas' })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  // The catalog shows several page landmarks side by side on purpose.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Header title="Dashboard" />
      <Header title="Noticias" actions={newsButton} />
      <div style={{ width: 425 }}>
        <Header title="Mis Contactos" isMobile actions={newsButton} />
      </div>
      <div style={{ width: 425 }}>
        <Header title="Condiciones entre socios: un título muy largo que se recorta" isMobile menuOpen />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(4);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Menú' })).toHaveLength(2);
  },
};
