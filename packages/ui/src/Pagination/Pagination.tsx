import { formatNumber } from '@socios/domain';
import styled from 'styled-components';
import { Button } from '../Button';
import { Select } from '../Select';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  /** Called with the page asked for. */
  onPage: (page: number) => void;
  /** Rows a page, and the sizes offered; without `onPageSize` no size selector is shown. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
  /** Accessible name of the navigation, e.g. 'Páginas de la tarifa'. */
  label?: string;
  /** Disables the buttons (while a page loads). */
  busy?: boolean;
}

const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledStatus = styled.span`
  padding: ${({ theme }) => theme.spacing(0, 2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * Server paging of a table: first, previous, 'Página X de Y', next and last, and the page-size selector. Buttons that
 * lead nowhere are disabled; any page is one click from the ends.
 */
export function Pagination({ page, pages, onPage, pageSize, pageSizes, onPageSize, label = 'Páginas', busy = false }: PaginationProps) {
  const last = Math.max(1, pages);
  return (
    <StyledNav aria-label={label}>
      <StyledButtons>
        <Button size="sm" variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(1)} aria-label="Primera página">
          «
        </Button>
        <Button size="sm" variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)} aria-label="Página anterior">
          ‹
        </Button>
        <StyledStatus role="status">{`Página ${formatNumber(page, { decimals: 0 })} de ${formatNumber(last, { decimals: 0 })}`}</StyledStatus>
        <Button size="sm" variant="secondary" disabled={busy || page >= last} onClick={() => onPage(page + 1)} aria-label="Página siguiente">
          ›
        </Button>
        <Button size="sm" variant="secondary" disabled={busy || page >= last} onClick={() => onPage(last)} aria-label="Última página">
          »
        </Button>
      </StyledButtons>
      {onPageSize && pageSize && pageSizes ? (
        <Select
          label="Filas por página"
          value={String(pageSize)}
          onChange={(e) => onPageSize(Number(e.target.value))}
          options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        />
      ) : null}
    </StyledNav>
  );
}
