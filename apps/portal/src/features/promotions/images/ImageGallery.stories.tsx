import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageGallery } from './ImageGallery';
import { storyCategories, storyImages, storyImageUrl, storyManyImages } from './storyFixture';

const meta = {
  title: 'Áreas/Mis Promociones/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  args: { images: storyImages, categories: storyCategories, imageUrl: storyImageUrl, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Imágenes propias (con su categoría) y del grupo. */
export const Playground: Story = {};

/** Las imágenes propias tienen editar y borrar; las del grupo llevan 'Grupo' y ningún botón. */
export const OwnAndGroupImages: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const own = within(canvas.getByRole('figure', { name: 'Descuento en frenos' }));
    await expect(own.getByText('Ofertas')).toBeVisible();
    await expect(own.getByText('Compartida')).toBeVisible();
    await userEvent.click(own.getByRole('button', { name: 'Editar Descuento en frenos' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ IMG_ID: 2 }));
    await userEvent.click(own.getByRole('button', { name: 'Eliminar Descuento en frenos' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ IMG_ID: 2 }));
    const group = within(canvas.getByRole('figure', { name: 'Baterías Levante' }));
    await expect(group.getByText('Grupo')).toBeVisible();
    await expect(group.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getAllByText('Grupo')).toHaveLength(2);
  },
};

/** Seis imágenes por fila en pantalla ancha. */
export const SixPerRow: Story = {
  tags: ['!autodocs'],
  args: { images: storyManyImages(12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tops = canvas.getAllByRole('figure').map((f) => Math.round(f.getBoundingClientRect().top));
    await expect(tops.filter((t) => t === tops[0])).toHaveLength(6);
  },
};

/** Muestra las imágenes por tandas (aquí de 10): llena la ventana y añade otra tanda al acercarse al final. */
export const Batches: Story = {
  tags: ['!autodocs'],
  args: { images: storyManyImages(95), batch: 10 },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Imágenes' }));
    const shown = () => list.getAllByRole('listitem').length;
    // The window fills up by whole batches, but not with all 95 images.
    await waitFor(() => expect(shown()).toBeGreaterThan(10));
    await expect(shown() % 10).toBe(0);
    await expect(shown()).toBeLessThan(95);
    // Scrolling towards the end adds the rest.
    await waitFor(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        expect(shown()).toBe(95);
      },
      { timeout: 15_000 },
    );
    await expect(list.getByRole('figure', { name: 'Imagen 095' })).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
};

/** Sin imágenes que mostrar, el texto del spec. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay resultados para la búsqueda')).toBeVisible();
  },
};
