import type { RegistroCambio } from '@socios/api';
import { formatGroupDateTime } from '@socios/domain';
import { Button, DownloadIcon, EmptyState, Inline, Pagination, type SummaryColumn, SummaryTable, Text, Toolbar } from '@socios/ui';
import { useState } from 'react';
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

/** A value before or after a change ('—' when there is none), broken anywhere: a URL or a token has no spaces. */
function Value({ text }: { text: string | null }) {
  return (
    <Text as="span" wrap="anywhere">
      {text === null || text === '' ? '—' : text}
    </Text>
  );
}

/** The date (the row's header), then what each column shows of an entry. */
const COLUMNS: readonly SummaryColumn<RegistroCambio>[] = [
  { key: 'date', title: 'Fecha', rowHeader: true, phoneLabel: 'Fecha', cell: (r) => formatGroupDateTime(r.REG_FECHA, { seconds: true }) },
  { key: 'author', title: 'Autor', cell: (r) => r.REG_AUTOR },
  { key: 'user', title: 'Usuario', cell: (r) => r.REG_USUARIO },
  { key: 'action', title: 'Acción', cell: (r) => r.REG_ACCION },
  { key: 'field', title: 'Campo', cell: (r) => r.REG_CAMPO },
  { key: 'before', title: 'Valor anterior', cell: (r) => <Value text={r.REG_ANTERIOR} /> },
  { key: 'after', title: 'Valor nuevo', cell: (r) => <Value text={r.REG_NUEVO} /> },
];

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
        <SummaryTable caption="Registro de cambios" columns={COLUMNS} rows={rows} rowKey={(r) => String(r.REG_ID)} phone="cards" />
      )}
      {pages > 1 ? <Pagination page={page} pages={pages} onPage={onPage} label="Páginas del registro" busy={busy} /> : null}
    </>
  );
}
