import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Spinner } from './Spinner';

const meta = {
  title: 'Avisos y diálogos/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { size: 'md', label: 'Cargando', centered: false, decorative: false } };

/** Anuncia «Cargando» a los lectores de pantalla. */
export const AnnouncesLoading: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando' })).toBeVisible();
  },
};

/** Con un texto propio. */
export const CustomLabel: Story = {
  tags: ['!autodocs'],
  args: { label: 'Cerrando sessión', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cerrando sessión' })).toBeVisible();
  },
};

/** Decorativo: no anuncia nada. */
export const Decorative: Story = {
  tags: ['!autodocs'],
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Indicador de carga centrado en el espacio de la página mientras llegan los datos. */
export const Centered: Story = {
  args: { centered: true, size: 'lg' },
  parameters: { layout: 'fullscreen' },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Spinner: tamaños"
      columns={['sm', 'md', 'lg']}
      rows={[{ title: 'Spinner', cells: [<Spinner key="sm" size="sm" />, <Spinner key="md" />, <Spinner key="lg" size="lg" />] }]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Cargando' })).toHaveLength(3);
  },
};
