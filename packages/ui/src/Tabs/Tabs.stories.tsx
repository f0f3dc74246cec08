import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { ChartIcon, DocumentIcon, NewsIcon } from '../icons';
import { type TabItem, Tabs } from './Tabs';

const studyTabs: TabItem[] = [
  { id: 'resumen', label: 'Resumen', icon: <ChartIcon size={16} />, panel: <p>Tabla de porcentajes y consumos.</p> },
  { id: 'descuentos', label: 'Descuentos', icon: <NewsIcon size={16} />, panel: <p>Grupos de descuento por marca.</p> },
  { id: 'referencias', label: 'Referencias', icon: <DocumentIcon size={16} />, panel: <p>Tabla de referencias.</p> },
];

const meta = {
  title: 'Navegación/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: studyTabs, label: 'Estudio de mercado', onChange: fn() },
  argTypes: {
    tabs: { control: false },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
    iconPosition: { control: 'inline-radio', options: ['start', 'top'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const StyledDarkSurface = styled.div`
  width: ${({ theme }) => theme.sidebar.expanded}px;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.sidebarText};
`;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {
  args: { orientation: 'horizontal', tone: 'light', labelsHidden: false, fitted: false },
};

/** Un clic elige la pestaña y muestra su panel. */
export const ClickSelects: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Descuentos' }));
    await expect(canvas.getByRole('tab', { name: 'Descuentos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Descuentos' })).toHaveTextContent('Grupos de descuento');
    await expect(args.onChange).toHaveBeenCalledWith('descuentos');
  },
};

/** Las flechas mueven entre pestañas. */
export const ArrowKeys: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Resumen')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Descuentos')).toHaveFocus();
    await expect(tab('Descuentos')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('Resumen')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Referencias')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Resumen')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Referencias')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Tabla de referencias.');
  },
};

/** Con panelGap el contenido del panel queda separado de la lista de pestañas (los formularios con pestañas usan 4: 16 px). */
export const PanelGap: Story = {
  tags: ['!autodocs'],
  args: { panelGap: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    await expect(getComputedStyle(panel).paddingTop).toBe('16px');
    await expect(panel.getBoundingClientRect().top).toBe(canvas.getByRole('tablist').getBoundingClientRect().bottom);
  },
};

/** Orientación vertical. */
export const Vertical: Story = {
  tags: ['!autodocs'],
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Resumen' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Descuentos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Las flechas saltan las pestañas desactivadas. */
export const SkipsDisabled: Story = {
  tags: ['!autodocs'],
  args: { tabs: studyTabs.map((tab) => (tab.id === 'descuentos' ? { ...tab, disabled: true } : tab)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Resumen' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Referencias' })).toHaveFocus();
  },
};

/** Solo iconos: el nombre sigue siendo accesible. */
export const IconsOnly: Story = {
  tags: ['!autodocs'],
  args: { labelsHidden: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Resumen', 'Descuentos', 'Referencias']);
  },
};

/** Pestañas en tono oscuro, sobre el fondo del menú lateral. */
export const DarkTone: Story = {
  args: { tone: 'dark', fitted: true, iconPosition: 'top' },
  render: (args) => (
    <StyledDarkSurface>
      <Tabs {...args} />
    </StyledDarkSurface>
  ),
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: '1fr 1fr' }}>
      <Tabs {...args} label="Claro" />
      <Tabs {...args} label="Claro ajustado" fitted defaultValue="descuentos" />
      <Tabs {...args} label="Vertical" orientation="vertical" />
      <Tabs {...args} label="Solo iconos" labelsHidden />
      <Tabs {...args} label="Iconos arriba" iconPosition="top" fitted />
      <StyledDarkSurface>
        <Tabs {...args} label="Oscuro" tone="dark" fitted iconPosition="top" />
      </StyledDarkSurface>
      <StyledDarkSurface style={{ width: 160 }}>
        <Tabs {...args} label="Oscuro vertical" tone="dark" orientation="vertical" labelsHidden panelPosition="below" />
      </StyledDarkSurface>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tablist')).toHaveLength(7);
  },
};
