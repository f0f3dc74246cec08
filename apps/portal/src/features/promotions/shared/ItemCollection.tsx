import { EditIcon, EmptyState, IconButton, Inline, Spinner, Tile, Tiles, TrashIcon, type ViewMode } from '@socios/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  /** One row, as a card or a line (ItemCard does both). */
  renderItem: (item: T, layout: 'card' | 'row') => ReactNode;
  /** The first load is running: a spinner instead of the empty text. */
  loading?: boolean;
  /** Shown when there is nothing to show; 'No hay resultados para la búsqueda' by default. */
  empty?: ReactNode;
  /** Narrowest card before the grid holds one column fewer, in px; 280 by default. */
  minCardWidth?: number;
}

const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  > li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

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
    <StyledLines aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item, 'row')}</li>
      ))}
    </StyledLines>
  );
}

/** Props of ItemCard. */
export interface ItemCardProps {
  /** The record's name: the card's heading and the accessible name of the card and its buttons. */
  title: string;
  /** Card (grid) or line (list). */
  layout: 'card' | 'row';
  /** Lines under the name (a card shows them all; a line shows them side by side, the first ones on narrow screens). */
  details?: readonly ReactNode[];
  /** A picture or badge above the name on a card, before it on a line. */
  media?: ReactNode;
  /** A badge after the name ('Grupo'). */
  badge?: ReactNode;
  /** The buttons of the record (see RecordActions). */
  actions?: ReactNode;
}

const StyledRow = styled.article`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.spacing(14)};
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(2, 3)};
`;

const StyledName = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledDetails = styled.div<{ $row: boolean }>`
  display: ${({ $row }) => ($row ? 'flex' : 'grid')};
  flex: 1;
  align-content: start;
  gap: ${({ theme, $row }) => ($row ? theme.spacing(4) : theme.spacing(0.5))};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    > :nth-child(n + 2) {
      display: ${({ $row }) => ($row ? 'none' : 'block')};
    }
  }
`;

const StyledRowName = styled.div`
  flex: 0 1 30%;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  ${({ theme }) => theme.media.mobile} {
    flex-basis: 50%;
  }
`;

/** One record of a promotions list as a card or a line: name, badge, details and its buttons. */
export function ItemCard({ title, layout, details = [], media, badge, actions }: ItemCardProps) {
  const lines = details.filter((d) => d != null && d !== false && d !== '');
  if (layout === 'row') {
    return (
      <StyledRow aria-label={title}>
        {media}
        <StyledRowName>
          <StyledName as="span">{title}</StyledName>
          {badge}
        </StyledRowName>
        <StyledDetails $row>
          {lines.map((d, i) => (
            // The details are positional and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={i}>{d}</span>
          ))}
        </StyledDetails>
        {actions}
      </StyledRow>
    );
  }
  return (
    <Tile aria-label={title}>
      {media}
      <Inline justify="between" align="start" wrap={false}>
        <Inline gap={2} wrap={false}>
          <StyledName>{title}</StyledName>
          {badge}
        </Inline>
        {actions}
      </Inline>
      <StyledDetails $row={false}>
        {lines.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional details, never reordered
          <span key={i}>{d}</span>
        ))}
      </StyledDetails>
    </Tile>
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
