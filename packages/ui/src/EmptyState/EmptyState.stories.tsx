import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { NewsIcon, StarIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Datos/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No tienes noticias sin leer' },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { description: '', compact: false } };

/** Título y una línea que explica qué hacer. */
export const WithDescription: Story = {
  tags: ['!autodocs'],
  args: {
    title: 'Aún no tienes noticias favoritas',
    description: 'Marca una noticia como favorita para verla aquí.',
    icon: <StarIcon size={32} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aún no tienes noticias favoritas')).toBeVisible();
    await expect(canvas.getByText('Marca una noticia como favorita para verla aquí.')).toBeVisible();
  },
};

const onAction = fn();

/** Con una acción para salir del estado vacío. */
export const WithAction: Story = {
  tags: ['!autodocs'],
  args: {
    title: 'No hay noticias',
    description: 'Aún no se han publicado noticias esta semana',
    icon: <NewsIcon size={32} />,
    action: (
      <Button variant="secondary" onClick={onAction}>
        Ver todas las noticias
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver todas las noticias' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** Estado vacío compacto, para bloques pequeños del escritorio. */
export const Compact: Story = { args: { compact: true } };

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <EmptyState title="No tienes noticias sin leer" />
      <EmptyState title="No hay consumos del grupo" description="Todavía no hay datos de este año." compact />
      <EmptyState
        title="Aún no tienes proveedores favoritos"
        description="Añade proveedores a favoritos desde su ficha."
        icon={<StarIcon size={32} />}
        action={<Button variant="secondary">Ver proveedores</Button>}
      />
      <EmptyState title="Sin documentos" icon={<NewsIcon size={24} />} compact action={<Button size="sm">Subir</Button>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
