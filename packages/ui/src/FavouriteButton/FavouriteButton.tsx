import { favouriteButtonText } from '@socios/domain';
import { Button, type ButtonSize } from '../Button';
import { StarIcon } from '../icons';

export interface FavouriteButtonProps {
  /** Whether the item is a favourite now. */
  isFavourite: boolean;
  /** Called on click (toggle). */
  onToggle: () => void;
  /** While the toggle call runs: spinner, no clicks. */
  loading?: boolean;
  /** Button size; md by default. */
  size?: ButtonSize;
}

/**
 * The favourite toggle of spec 000 §4: 'Añadir a favoritos' while not a favourite, 'Eliminar de favoritos' once
 * it is (aria-pressed tells the state); a filled star marks a favourite.
 */
export function FavouriteButton({ isFavourite, onToggle, loading = false, size = 'md' }: FavouriteButtonProps) {
  return (
    <Button
      variant={isFavourite ? 'primary' : 'secondary'}
      size={size}
      aria-pressed={isFavourite}
      loading={loading}
      startIcon={<StarIcon size={16} fill={isFavourite ? 'currentColor' : 'none'} />}
      onClick={onToggle}
    >
      {favouriteButtonText(isFavourite)}
    </Button>
  );
}
