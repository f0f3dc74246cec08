import { EditIcon, EmptyState, IconButton, Inline, ItemList, Spinner, Tiles, TrashIcon, type ViewMode } from '@socios/ui';
import type { ReactNode } from 'react';

/** The spec's empty-list text (001 §8). */
export const NO_RESULTS_TEXT = 'No hay resultados para la búsqueda';

/** Props of ItemCollection. */
export interface ItemCollectionProps<T> {
  /** The rows shown (already filtered and sorted). */
  items: readonly T[];
  /** A stable key per row. */
  getKey: (item: T) => string | number;
  /** Cards in a grid, or one line per row. */
  view: ViewMode;
  /** Accessible name of the list ('Talleres'). */
  label: string;
  /** One row, as a card or a line (the design system's RecordCard does both). */
  renderItem: (item: T, layout: 'card' | 'row') => ReactNode;
  /** The first load is running: a spinner instead of the empty text. */
  loading?: boolean;
  /** Shown when there is nothing to show; 'No hay resultados para la búsqueda' by default. */
  empty?: ReactNode;
  /** Narrowest card before the grid holds one column fewer, in px; 280 by default. */
  minCardWidth?: number;
}

/**
 * A promotions list in the view chosen with the toggle: a grid of cards (as many columns as fit) or a list of lines.
 * The lists are one member's records (tens to a few hundred), so every row is rendered; the image gallery loads its
 * own batches.
 */
export function ItemCollection<T>({ items, getKey, view, label, renderItem, loading, empty, minCardWidth = 280 }: ItemCollectionProps<T>) {
  if (loading) return <Spinner label="Cargando" />;
  if (items.length === 0) return typeof empty === 'string' || empty == null ? <EmptyState title={empty ?? NO_RESULTS_TEXT} /> : empty;
  if (view === 'cards') {
    return (
      // Tiles measures in steps of the 4 px grid.
      <Tiles as="ul" minWidth={minCardWidth / 4} gap={4} aria-label={label}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item, 'card')}</li>
        ))}
      </Tiles>
    );
  }
  return (
    <ItemList variant="joined" aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item, 'row')}</li>
      ))}
    </ItemList>
  );
}

/** Props of RecordActions. */
export interface RecordActionsProps {
  /** The record's name, for the buttons' accessible names ('Editar {name}', 'Eliminar {name}'). */
  name: string;
  /** Opens the edit dialog; the button is left out when absent. */
  onEdit?: () => void;
  /** Asks to delete; the button is left out when absent. */
  onDelete?: () => void;
  /** More icon buttons before edit and delete (send, duplicate). */
  children?: ReactNode;
}

/** The icon buttons of a record: the page's own ones, then edit and delete. */
export function RecordActions({ name, onEdit, onDelete, children }: RecordActionsProps) {
  return (
    <Inline gap={1} wrap={false} shrink={false}>
      {children}
      {onEdit ? <IconButton size="sm" label={`Editar ${name}`} icon={<EditIcon size={18} />} onClick={onEdit} /> : null}
      {onDelete ? <IconButton size="sm" label={`Eliminar ${name}`} icon={<TrashIcon size={18} />} onClick={onDelete} /> : null}
    </Inline>
  );
}
