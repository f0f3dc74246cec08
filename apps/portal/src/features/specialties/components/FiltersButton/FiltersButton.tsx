import { activeFilterCount, type SpecialtyFilter } from '@socios/domain';
import { Button } from '@socios/ui';

export interface FiltersButtonProps {
  /** The filter in force: the button counts its parts. */
  filter: SpecialtyFilter;
  /** Opens the filters. */
  onClick: () => void;
}

/** 'Filtros', or 'Filtros (n)' when n filters are in force. */
export function FiltersButton({ filter, onClick }: FiltersButtonProps) {
  const n = activeFilterCount(filter);
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={onClick}>
      {n ? `Filtros (${n})` : 'Filtros'}
    </Button>
  );
}
