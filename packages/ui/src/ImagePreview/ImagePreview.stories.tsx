import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { ImagePreview } from './ImagePreview';

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 4 3"><rect width="4" height="3" fill="teal"/></svg>')}`;

const meta = {
  title: 'Datos/ImagePreview',
  component: ImagePreview,
  tags: ['autodocs'],
  args: { src: PICTURE, alt: 'Cartel de invierno', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['thumbnail', 'md', 'lg', 'full'] } },
} satisfies Meta<typeof ImagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La vista previa se muestra entera, sin pasar de 160 px de alto, con su descripción. */
export const WholeAndBounded: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Cartel de invierno' });
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(160);
  },
};

/** Los cuatro tamaños; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="ImagePreview"
      columns={['Vista previa']}
      rows={(['thumbnail', 'md', 'lg', 'full'] as const).map((size) => ({
        title: size,
        cells: [<ImagePreview key={size} size={size} src={PICTURE} alt={size} />],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const thumbnail = within(canvasElement).getByRole('img', { name: 'thumbnail' });
    await expect(Math.round(thumbnail.getBoundingClientRect().width)).toBe(96);
  },
};
