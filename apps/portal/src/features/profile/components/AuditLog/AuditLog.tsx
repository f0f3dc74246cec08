import type { RegistroCambio } from '@socios/api';
import { formatGroupDateTime } from '@socios/domain';
import {
  Button,
  DownloadIcon,
  EmptyState,
  Inline,
  Pagination,
  StyledAlignedCell,
  StyledAlignedHeader,
  StyledSummaryTable,
  StyledTableScroll,
  Text,
  Toolbar,
} from '@socios/ui';
import { type ReactNode, useState } from 'react';
import styled, { css } from 'styled-components';
import { SearchForm } from '../../../../app/SearchForm';

/** The two export formats of the log. */
export type AuditExportFormat = 'csv' | 'xlsx';

export interface AuditLogProps {
  /** The entries of the page shown, newest first. */
  rows: readonly RegistroCambio[];
  /** Entries matching the search, over every page. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Entries a page. */
  pageSize: number;
  /** Asks for another page. */
  onPage: (page: number) => void;
  /** The search applied. */
  query: string;
  /** Applies a search (on the button or Enter). */
  onSearch: (text: string) => void;
  /** Downloads the whole log as a file; resolves when it has been offered. */
  onExport: (format: AuditExportFormat) => Promise<void>;
  /** A page is loading: the pager waits. */
  busy?: boolean;
}

const StyledScroll = styled(StyledTableScroll)`
  ${({ theme }) => css`
    ${theme.media.mobile} {
      thead {
        display: none;
      }
      tbody tr {
        display: grid;
        padding: ${theme.spacing(2, 0)};
        border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
      }
      tbody th,
      tbody td {
        display: block;
        padding: ${theme.spacing(0.5, 3)};
        border-bottom: 0;
        text-align: left;
      }
      tbody [data-label]::before {
        content: attr(data-label) ': ';
        color: ${theme.color.textMuted};
      }
    }
  `}
`;

const StyledValue = styled.span`
  overflow-wrap: anywhere;
`;

const shown = (text: string | null) => (text === null || text === '' ? '—' : text);

/** The columns after the date (the row's header), each with what it shows of an entry. */
const CELLS: readonly { label: string; value: (r: RegistroCambio) => ReactNode }[] = [
  { label: 'Autor', value: (r) => r.REG_AUTOR },
  { label: 'Usuario', value: (r) => r.REG_USUARIO },
  { label: 'Acción', value: (r) => r.REG_ACCION },
  { label: 'Campo', value: (r) => r.REG_CAMPO },
  { label: 'Valor anterior', value: (r) => <StyledValue>{shown(r.REG_ANTERIOR)}</StyledValue> },
  { label: 'Valor nuevo', value: (r) => <StyledValue>{shown(r.REG_NUEVO)}</StyledValue> },
];

const COLUMNS = ['Fecha', ...CELLS.map((c) => c.label)];

/** The two downloads, by format. */
const DOWNLOADS: readonly { format: AuditExportFormat; label: string }[] = [
  { format: 'csv', label: 'Descargar CSV' },
  { format: 'xlsx', label: 'Descargar Excel' },
];

/**
 * 'Registro de cambios' (account administrators): who changed which user or permission, when, and the values before
 * and after, newest first, a page at a time; a search over user, author and field; the whole log as CSV or Excel.
 */
export function AuditLog({ rows, total, page, pageSize, onPage, query, onSearch, onExport, busy = false }: AuditLogProps) {
  const [exporting, setExporting] = useState<AuditExportFormat | null>(null);
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const download = async (format: AuditExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Toolbar grow="md">
        <SearchForm label="Buscar en el registro" placeholder="Buscar por usuario, autor o campo" initial={query} onSearch={(text) => onSearch(text.trim())} />
        <Inline>
          {DOWNLOADS.map((d) => (
            <Button
              key={d.format}
              variant="secondary"
              startIcon={<DownloadIcon size={16} />}
              loading={exporting === d.format}
              disabled={exporting !== null}
              onClick={() => void download(d.format)}
            >
              {d.label}
            </Button>
          ))}
        </Inline>
      </Toolbar>
      <Text size="sm" tone="muted" aria-live="polite">
        {total === 1 ? '1 cambio' : `${total} cambios`}
      </Text>
      {rows.length === 0 ? (
        <EmptyState title={query ? 'No hay resultados para la búsqueda' : 'Aún no hay cambios registrados'} />
      ) : (
        <StyledScroll>
          <StyledSummaryTable>
            <caption>Registro de cambios</caption>
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <StyledAlignedHeader key={c} scope="col" $align="start">
                    {c}
                  </StyledAlignedHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.REG_ID}>
                  <StyledAlignedHeader scope="row" $align="start" data-label="Fecha">
                    {formatGroupDateTime(r.REG_FECHA, { seconds: true })}
                  </StyledAlignedHeader>
                  {CELLS.map((c) => (
                    <StyledAlignedCell key={c.label} $align="start" data-label={c.label}>
                      {c.value(r)}
                    </StyledAlignedCell>
                  ))}
                </tr>
              ))}
            </tbody>
          </StyledSummaryTable>
        </StyledScroll>
      )}
      {pages > 1 ? <Pagination page={page} pages={pages} onPage={onPage} label="Páginas del registro" busy={busy} /> : null}
    </>
  );
}
