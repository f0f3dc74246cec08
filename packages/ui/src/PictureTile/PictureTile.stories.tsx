import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Tiles } from '../Tiles';
import { PictureTile } from './PictureTile';

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="teal"/></svg>')}`;

const meta = {
  title: 'Datos/PictureTile',
  component: PictureTile,
  tags: ['autodocs'],
  args: { label: 'Descuento en frenos', picture: <img src={PICTURE} alt="Descuento en frenos" /> },
  argTypes: { picture: { control: false }, onPick: { control: false } },
  render: (args) => (
    <Tiles as="ul" minWidth={40} gap={3} aria-label="Imágenes">
      <li>
        <PictureTile {...args}>
          <Text as="span" weight="bold" truncate>
            {args.label}
          </Text>
          <Text as="span" tone="muted">
            800 × 600 · PNG
          </Text>
        </PictureTile>
      </li>
    </Tiles>
  ),
} satisfies Meta<typeof PictureTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** En una galería es una figura con nombre, la imagen en un cuadrado y su pie debajo. */
export const GalleryFigure: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Descuento en frenos' });
    const picture = within(figure).getByRole('img').parentElement!.getBoundingClientRect();
    await expect(Math.round(picture.width)).toBe(Math.round(picture.height));
    await expect(within(figure).getByText('800 × 600 · PNG')).toBeVisible();
  },
};

/** En un selector la ficha entera es un botón que elige la imagen. */
export const Picker: Story = {
  tags: ['!autodocs'],
  args: { onPick: fn(), picture: <img src={PICTURE} alt="" /> },
  render: (args) => (
    <Tiles as="ul" minWidth={40} gap={3} aria-label="Imágenes">
      <li>
        <PictureTile {...args}>
          <Text as="span" weight="medium" truncate>
            {args.label}
          </Text>
        </PictureTile>
      </li>
    </Tiles>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Descuento en frenos' }));
    await expect(args.onPick).toHaveBeenCalledOnce();
  },
};

/** Con imagen, sin ella y como botón; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Tiles as="ul" minWidth={40} gap={3} aria-label="Imágenes">
      <li>
        <PictureTile label="Descuento en frenos" picture={<img src={PICTURE} alt="Cartel rojo sobre fondo verde azulado" />}>
          <Text as="span" weight="bold">
            Descuento en frenos
          </Text>
        </PictureTile>
      </li>
      <li>
        <PictureTile label="Cartel roto" picture="Imagen no disponible">
          <Text as="span" weight="bold">
            Cartel roto
          </Text>
        </PictureTile>
      </li>
      <li>
        <PictureTile label="Logotipo" picture={<img src={PICTURE} alt="" />} onPick={() => {}}>
          <Text as="span" weight="medium">
            Logotipo
          </Text>
        </PictureTile>
      </li>
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(2);
  },
};
