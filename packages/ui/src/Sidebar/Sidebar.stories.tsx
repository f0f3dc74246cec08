import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../Header';
import { Sidebar } from './Sidebar';
import { DemoLogo, DemoLogoMark, demoBottomItems, demoTabs } from './Sidebar.stories.data';
import type { SidebarLinkComponent } from './types';

const meta = {
  title: 'Navegación/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <DemoLogo />,
    logoCollapsed: <DemoLogoMark />,
    userName: 'Lucía',
    userSurname: 'Martín Ortega',
    memberDescription: 'Recambios Martín e Hijos, S.L.',
    tabs: demoTabs,
    bottomItems: demoBottomItems,
    currentPath: '/noticias',
    onCollapsedChange: fn(),
    onMobileOpenChange: fn(),
    onActiveTabChange: fn(),
  },
  argTypes: {
    logo: { control: false },
    logoCollapsed: { control: false },
    tabs: { control: false },
    bottomItems: { control: false },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (element: HTMLElement) => within(element).getByRole('navigation', { name: 'Menú principal' });
const widthOf = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { defaultCollapsed: false, isMobile: false } };

/** Usuario, empresa y las entradas de abajo («Salir»). */
export const ShowsUserAndMember: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.getByText('Lucía Martín Ortega')).toBeVisible();
    await expect(menu.getByText('Recambios Martín e Hijos, S.L.')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Salir' })).toHaveAttribute('href', '/logout');
  },
};

/** Se contrae de 260 a 70 px y vuelve a abrirse. */
export const CollapseAndExpand: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const sidebar = nav(canvasElement);
    const menu = within(sidebar);
    await expect(widthOf(sidebar)).toBe(260);
    await userEvent.click(menu.getByRole('button', { name: 'Contraer menú' }));
    await expect(widthOf(sidebar)).toBe(70);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    // Labels are hidden visually but every link keeps its accessible name.
    await expect(menu.getByRole('link', { name: 'Noticias' })).toHaveAttribute('title', 'Noticias');
    await expect(menu.getByRole('tab', { name: 'Proveedores' })).toBeVisible();
    const expand = menu.getByRole('button', { name: 'Expandir menú' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(widthOf(sidebar)).toBe(260);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Las pestañas cambian la lista de entradas. */
export const SwitchesTabs: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.getByRole('link', { name: 'Noticias' })).toBeVisible();
    await userEvent.click(menu.getByRole('tab', { name: 'Proveedores' }));
    await expect(menu.getByRole('link', { name: 'Mis consumos' })).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Noticias' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(menu.getByRole('link', { name: 'Neumáticos' })).toBeVisible();
    await expect(args.onActiveTabChange).toHaveBeenLastCalledWith('referencias');
    await expect(menu.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
  },
};

/** Marca la página actual (aria-current). */
export const MarksCurrentPage: Story = {
  tags: ['!autodocs'],
  args: { currentPath: '/noticias/42' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.getByRole('link', { name: 'Noticias' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Documentos' })).not.toHaveAttribute('aria-current');
  },
};

const navigate = fn();

/** How the portal passes react-router: a component that receives `href` and renders `<Link to={href}>`. */
const RouterLikeLink: SidebarLinkComponent = ({ href, onClick, children, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

/** Usa el componente de enlace del router. */
export const CustomLinkComponent: Story = {
  tags: ['!autodocs'],
  args: { linkComponent: RouterLikeLink },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(nav(canvasElement)).getByRole('link', { name: 'Documentos' }));
    await expect(navigate).toHaveBeenCalledWith('/documentos');
  },
};

/** En el móvil, cerrado, no ocupa espacio. */
export const MobileClosed: Story = {
  tags: ['!autodocs'],
  args: { isMobile: true, mobileOpen: false },
  play: async ({ canvasElement }) => {
    // Hidden while closed: it leaves the accessibility tree, so it has no accessible name to query by.
    const sidebar = within(canvasElement).getByRole('navigation', { hidden: true });
    await expect(widthOf(sidebar)).toBe(0);
    await expect(sidebar).not.toBeVisible();
  },
};

type DrawerArgs = Parameters<typeof Sidebar>[0];

/** The mobile page: header with the burger, the drawer and the page content. */
function MobileShell(args: DrawerArgs) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Sidebar
        {...args}
        id="menu-lateral"
        isMobile
        mobileOpen={open}
        onMobileOpenChange={(next) => {
          args.onMobileOpenChange?.(next);
          setOpen(next);
        }}
      />
      <Header title="Noticias" isMobile menuOpen={open} menuControlsId="menu-lateral" onMenuToggle={() => setOpen(!open)} />
      <main style={{ padding: 16 }}>
        <p>Contenido de la página</p>
      </main>
    </div>
  );
}

const openDrawer = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const burger = canvas.getByRole('button', { name: 'Menú' });
  await userEvent.click(burger);
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const sidebar = nav(canvasElement);
  await expect(widthOf(sidebar)).toBe(260);
  return sidebar;
};

/** En el móvil un clic fuera cierra el cajón. */
export const MobileDrawerClickOutside: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => <MobileShell {...args} />,
  play: async ({ canvasElement, args }) => {
    const sidebar = await openDrawer(canvasElement);
    await expect(within(sidebar).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    await userEvent.click(within(canvasElement).getByText('Contenido de la página'));
    await waitFor(() => expect(widthOf(sidebar)).toBe(0));
    await expect(args.onMobileOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** En el móvil arrastrar el cajón hacia la izquierda lo cierra. */
export const MobileDrawerDragToClose: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => <MobileShell {...args} />,
  play: async ({ canvasElement }) => {
    const sidebar = await openDrawer(canvasElement);
    const drag = (from: number, to: number) => {
      fireEvent.pointerDown(sidebar, { pointerId: 1, button: 0, clientX: from, clientY: 300 });
      fireEvent.pointerMove(sidebar, { pointerId: 1, clientX: (from + to) / 2, clientY: 300 });
      fireEvent.pointerMove(sidebar, { pointerId: 1, clientX: to, clientY: 300 });
      fireEvent.pointerUp(sidebar, { pointerId: 1, clientX: to, clientY: 300 });
    };
    // 100 px is below the -150 threshold: the drawer springs back.
    drag(220, 120);
    await expect(widthOf(sidebar)).toBe(260);
    // 170 px to the left closes it.
    drag(220, 50);
    await waitFor(() => expect(widthOf(sidebar)).toBe(0));
  },
};

/** En el móvil elegir una entrada cierra el cajón. */
export const MobileLinkClosesDrawer: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { linkComponent: RouterLikeLink },
  render: (args) => <MobileShell {...args} />,
  play: async ({ canvasElement }) => {
    const sidebar = await openDrawer(canvasElement);
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Documentos' }));
    await waitFor(() => expect(widthOf(sidebar)).toBe(0));
  },
};

/** En el móvil Escape cierra el cajón y devuelve el foco a la hamburguesa. */
export const MobileEscapeCloses: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => <MobileShell {...args} />,
  play: async ({ canvasElement }) => {
    const sidebar = await openDrawer(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(widthOf(sidebar)).toBe(0));
    await expect(within(canvasElement).getByRole('button', { name: 'Menú' })).toHaveFocus();
  },
};

/** Tablet (overlay): expanded, the sidebar lies over the page, which keeps its place; a click outside collapses it. */
export const TabletOverlay: Story = {
  tags: ['!autodocs'],
  args: { overlay: true, defaultCollapsed: true },
  render: (args) => (
    <div style={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar {...args} />
      <main style={{ flex: 1, padding: 16 }}>Contenido de la página</main>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const sidebar = nav(canvasElement);
    const page = within(canvasElement).getByRole('main');
    const left = page.getBoundingClientRect().left;
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expandir menú' }));
    await waitFor(() => expect(widthOf(sidebar)).toBe(260));
    await expect(page.getBoundingClientRect().left).toBe(left);
    await expect(within(canvasElement).getByTestId('sidebar-backdrop')).toBeInTheDocument();
    await userEvent.click(page);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(within(sidebar).getByRole('button', { name: 'Expandir menú' })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, height: 900 }}>
      <Sidebar {...args} label="Expandido" />
      <Sidebar {...args} label="Contraído" defaultCollapsed />
      <Sidebar {...args} label="Proveedores" currentPath="/consumos" defaultActiveTabId="proveedores" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(widthOf(canvas.getByRole('navigation', { name: 'Expandido' }))).toBe(260);
    await expect(widthOf(canvas.getByRole('navigation', { name: 'Contraído' }))).toBe(70);
  },
};
