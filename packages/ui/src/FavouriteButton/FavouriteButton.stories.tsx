import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { FavouriteButton } from './FavouriteButton';

const meta = {
  title: 'Formularios/FavouriteButton',
  component: FavouriteButton,
  tags: ['autodocs'],
  args: { isFavourite: false, onToggle: fn() },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** «Añadir a favoritos», sin pulsar (aria-pressed false). */
export const NotFavourite: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Añadir a favoritos' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** «Eliminar de favoritos», pulsado. */
export const Favourite: Story = {
  tags: ['!autodocs'],
  args: { isFavourite: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Eliminar de favoritos' })).toHaveAttribute('aria-pressed', 'true');
  },
};

function Toggling() {
  const [fav, setFav] = useState(false);
  return <FavouriteButton isFavourite={fav} onToggle={() => setFav((f) => !f)} />;
}

/** Al alternar cambia su texto. */
export const TogglesItsText: Story = {
  tags: ['!autodocs'],
  render: () => <Toggling />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a favoritos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar de favoritos' }));
    await expect(canvas.getByRole('button', { name: 'Añadir a favoritos' })).toBeVisible();
  },
};

/** Mientras se guarda no admite clics. */
export const Loading: Story = {
  tags: ['!autodocs'],
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Añadir a favoritos' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="FavouriteButton: estado × tamaño"
      columns={['sm', 'md', 'Cargando']}
      rows={[false, true].map((fav) => ({
        title: fav ? 'Favorito' : 'No favorito',
        cells: [
          <FavouriteButton key="sm" size="sm" isFavourite={fav} onToggle={() => {}} />,
          <FavouriteButton key="md" isFavourite={fav} onToggle={() => {}} />,
          <FavouriteButton key="loading" loading isFavourite={fav} onToggle={() => {}} />,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};
