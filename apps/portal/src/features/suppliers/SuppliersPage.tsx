import type { Proveedor } from '@socios/api';
import { SUPPLIER_MOSAIC_BATCH } from '@socios/domain';
import { AbcFilter, Checkbox, EmptyState, Page, Spinner, Text, TextField, Toolbar, ViewToggle, VirtualList } from '@socios/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMosaicBatches } from '../../app/directory/directoryList';
import { pageViewLayout, useStoredView } from '../../app/pageView';
import { useApiQuery } from '../../app/query/apiQuery';
import { ExportButtons } from '../../app/export/ExportButtons';
import { SupplierCard, type SupplierCardItem, type SupplierCardLinkProps } from './components';
import { fileUrl, SUPPLIER_EXPORT_COLUMNS, type SupplierFilter, storedSupplierFilter, storeSupplierFilter, supplierMatches } from './data';

const VIEW_KEY = 'suppliersView';
/** Row heights of the virtual list in px. */
const ROW_HEIGHT = { cards: 230, list: 120 } as const;

function CardLink({ href, children, className }: SupplierCardLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

const toCardItem = (s: Proveedor): SupplierCardItem => ({
  id: s.PRV_ID,
  name: s.PRV_NOMBRE,
  legalName: s.PRV_RAZON_SOCIAL,
  logoUrl: s.PRV_ID_DOCUMENTO === null ? null : fileUrl(s.PRV_ID_DOCUMENTO, 5),
  brands: s.Marcas.map((m) => m.MAR_NOMBRE),
  homologated: s.PRV_HOMOLOGADO,
  nexus: s.PRV_NEXUS,
  place: [s.PRV_POBLACION, s.PRV_PROVINCIA].filter(Boolean).join(', ') || null,
});

/** /proveedores: the supplier directory (001 §2.1): list or mosaic, search, letters, Homologados, Nexus, counter, CSV. */
export function SuppliersPage() {
  const list = useApiQuery('Proveedores', 'GetListado', undefined, { staleTime: 300_000, select: (a) => a.valorRetorno });
  // The filters outlive a visit to a supplier (back to /proveedores finds the same search), for this tab.
  const [filter, setFilter] = useState<SupplierFilter>(storedSupplierFilter);
  useEffect(() => storeSupplierFilter(filter), [filter]);
  const [view, setView] = useStoredView(VIEW_KEY, 'list');
  const shown = useMemo(() => (list.data ?? []).filter((s) => supplierMatches(s, filter)), [list.data, filter]);
  const items = useMemo(() => shown.map(toCardItem), [shown]);
  // The mosaic grows by batches of 40 as the member scrolls (001 §2.1); a new filter or view starts again.
  const batches = useMosaicBatches(items, view, SUPPLIER_MOSAIC_BATCH);

  if (!list.data) return <Spinner size="lg" centered holdScreen label="Cargando los proveedores" />;
  const change = (next: Partial<SupplierFilter>) => setFilter((f) => ({ ...f, ...next }));
  return (
    <Page>
      {/* The search takes the free space: a whole row on a phone, its placeholder readable. */}
      <Toolbar grow="md">
        <TextField
          type="search"
          label="Buscar proveedor o marca"
          placeholder="Nombre del proveedor o de una marca"
          value={filter.text}
          onChange={(e) => change({ text: e.target.value })}
        />
        <Checkbox label="Homologados" checked={filter.homologated} onChange={(e) => change({ homologated: e.target.checked })} />
        <Checkbox label="Nexus" checked={filter.nexus} onChange={(e) => change({ nexus: e.target.checked })} />
        <ViewToggle value={view} onChange={setView} />
        <ExportButtons request={() => ({ rows: shown, columns: SUPPLIER_EXPORT_COLUMNS, fileName: 'proveedores', sheet: 'Proveedores' })} />
      </Toolbar>
      <AbcFilter selected={filter.letters} onChange={(letters) => change({ letters })} />
      <Text role="status" tone="muted">
        {shown.length === 1 ? '1 proveedor' : `${shown.length} proveedores`}
      </Text>
      <VirtualList
        key={view}
        {...batches}
        getKey={(s) => s.id}
        label="Proveedores"
        {...pageViewLayout(view, ROW_HEIGHT[view], 300)}
        gap={16}
        renderItem={(s) => <SupplierCard item={s} href={`/proveedores/${s.id}`} variant={view} linkComponent={CardLink} />}
        empty={<EmptyState title="No hay proveedores con los filtros seleccionados" />}
      />
    </Page>
  );
}
