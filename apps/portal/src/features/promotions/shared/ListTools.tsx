import { AbcFilter, Button, PlusIcon, Stack, Text, Toolbar, useIsMobile, type ViewMode, ViewToggle } from '@socios/ui';
import type { ReactNode } from 'react';
import { SearchForm } from '../../../app/SearchForm';

/** Props of ListTools. */
export interface ListToolsProps {
  /** Accessible name and placeholder of the search box ('Buscar por nombre' by default). */
  searchLabel?: string;
  /** 'Buscar' or Enter: the text typed. */
  onSearch: (text: string) => void;
  /** Cards (grid) or list (controlled); the toggle is left out when absent. */
  view?: ViewMode;
  onViewChange?: (view: ViewMode) => void;
  /** Letters selected in the ABC filter (controlled); the filter is left out when absent. */
  letters?: readonly string[];
  onLettersChange?: (letters: string[]) => void;
  /** The new-record button: 'Nuevo' on wide screens, 'Añadir' on mobile (001 §2.18); left out when absent. */
  onNew?: () => void;
  /** Text of the new-record button on wide screens; 'Nuevo' by default (mobile always says 'Añadir'). */
  newLabel?: string;
  /** More buttons of the page (import, export), after the new-record button. */
  actions?: ReactNode;
  /** The count line under the filter ('12 talleres'); announced politely. */
  count?: ReactNode;
}

/**
 * The tools every promotions list shares (001 §2.18): the name search (by button or Enter), the card/list toggle,
 * the new-record button ('Nuevo' / 'Añadir' on mobile), the page's other buttons, the A–Z + Ñ filter (several
 * letters at once, with its clear button) and the count of what is shown.
 */
export function ListTools({
  searchLabel = 'Buscar por nombre',
  onSearch,
  view,
  onViewChange,
  letters,
  onLettersChange,
  onNew,
  newLabel = 'Nuevo',
  actions,
  count,
}: ListToolsProps) {
  const isMobile = useIsMobile();
  return (
    <Stack gap={3}>
      <Toolbar grow="md">
        <SearchForm label={searchLabel} placeholder={searchLabel} onSearch={onSearch} />
        {view && onViewChange ? <ViewToggle value={view} onChange={onViewChange} /> : null}
        {onNew ? (
          <Button startIcon={<PlusIcon size={16} />} onClick={onNew}>
            {isMobile ? 'Añadir' : newLabel}
          </Button>
        ) : null}
        {actions}
      </Toolbar>
      {letters && onLettersChange ? <AbcFilter selected={letters} onChange={onLettersChange} /> : null}
      {count != null ? (
        <Text size="sm" tone="muted" aria-live="polite">
          {count}
        </Text>
      ) : null}
    </Stack>
  );
}
