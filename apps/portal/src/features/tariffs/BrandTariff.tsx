import type { LineaTarifa } from '@socios/api';
import {
  applyPricedTableChange,
  DEFAULT_TARIFF_PAGE_SIZE,
  DEFAULT_TARIFF_SORT,
  formatEuro,
  formatNumber,
  formatPercent,
  type PricedTableState,
  TARIFF_PAGE_SIZES,
  type TariffSortColumn,
} from '@socios/domain';
import { DataTable, type DataTableColumn, Pagination, Stack, Text, TextField, Toolbar } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from '../suppliers/supplierContext';

const COLUMNS: DataTableColumn<LineaTarifa>[] = [
  { id: 'REFERENCIA', header: 'Referencia', cell: (l) => l.REFERENCIA, compare: () => 0, minWidth: 140 },
  { id: 'DESCRIPCION', header: 'Descripción', cell: (l) => l.DESCRIPCION, compare: () => 0, grow: 3, minWidth: 240 },
  { id: 'FAMILIA', header: 'Familia', cell: (l) => l.FAMILIA, compare: () => 0, grow: 2, minWidth: 160 },
  { id: 'PVP', header: 'PVP', cell: (l) => formatEuro(l.PVP), compare: () => 0, align: 'end', minWidth: 110 },
  { id: 'RANKING', header: 'Ranking', cell: (l) => (l.RANKING === null ? '—' : formatNumber(l.RANKING, { decimals: 0 })), compare: () => 0, align: 'end', minWidth: 100 },
  { id: 'ACUMULADO', header: 'Acumulado', cell: (l) => (l.ACUMULADO === null ? '—' : formatPercent(l.ACUMULADO)), compare: () => 0, align: 'end', minWidth: 120 },
  { id: 'FECHA_VIGENCIA', header: 'Vigencia', cell: (l) => l.FECHA_VIGENCIA ?? '—', compare: () => 0, minWidth: 120 },
];

const INITIAL: PricedTableState<TariffSortColumn> = { priceListId: null, page: 1, pageSize: DEFAULT_TARIFF_PAGE_SIZE, sort: DEFAULT_TARIFF_SORT };

/**
 * /proveedores/{provId}/detalleMarca/{marcaId}/tarifas (001 §2.4): the brand's tariff, paged on the server (any page
 * as fast as the first), 10/25/50/100 a page, searched by reference, sorted by any column (reference ascending first;
 * the sorted column toggles, another sorts ascending), the price as PVP.
 */
export function BrandTariff() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  const [state, setState] = useState(INITIAL);
  const [search, setSearch] = useState('');
  const referencia = useDeferredValue(search.trim());
  const body = {
    idProveedor: supplier.PRV_ID,
    idMarca: brandId,
    orderBy: state.sort.column,
    direccion: state.sort.direction,
    maxRegistros: state.pageSize as 10 | 25 | 50 | 100,
    pag: state.page,
    referencia: referencia || null,
  };
  const lines = useApiQuery('Tarifas', 'GetTarifaProveedorMar', body, { select: (a) => a.valorRetorno, placeholderData: keepPreviousData, staleTime: 60_000 });
  const pages = lines.data?.[0]?.TOTAL_PAGINAS ?? 1;
  const title = `Tarifa de ${brand?.MAR_NOMBRE ?? 'la marca'}`;
  return (
    <Stack gap={3}>
      <Toolbar>
        <TextField
          type="search"
          label="Buscar referencia"
          placeholder="Principio de la referencia"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setState((s) => applyPricedTableChange(s, { kind: 'page', page: 1 }));
          }}
        />
      </Toolbar>
      <DataTable
        data={lines.data ?? []}
        columns={COLUMNS}
        label={title}
        manualSorting
        sort={{ id: state.sort.column, desc: state.sort.direction === 'desc' }}
        onSortChange={(sort) => sort && setState((s) => applyPricedTableChange(s, { kind: 'sort', column: sort.id as TariffSortColumn }))}
        rowKey={(l) => l.REFERENCIA}
        height={state.pageSize > 25 ? 640 : 560}
        emptyText={lines.isPending ? 'Cargando la tarifa…' : referencia ? 'Ninguna referencia empieza así.' : 'La marca no tiene tarifa.'}
      />
      <Pagination
        label={`Páginas de la ${title.toLowerCase()}`}
        page={state.page}
        pages={pages}
        busy={lines.isFetching}
        onPage={(page) => setState((s) => applyPricedTableChange(s, { kind: 'page', page }))}
        pageSize={state.pageSize}
        pageSizes={TARIFF_PAGE_SIZES}
        onPageSize={(pageSize) => setState((s) => applyPricedTableChange(s, { kind: 'pageSize', pageSize }))}
      />
      {lines.isError ? <Text tone="danger">No ha sido posible obtener la tarifa.</Text> : null}
    </Stack>
  );
}

/** /proveedores/{provId}/tarifas: the tariff of the supplier's first brand (the Marcas dropdown changes it). */
export function SupplierTariff() {
  const supplier = useSupplier();
  const first = supplier.Marcas[0];
  if (!first) return <Text tone="muted">El proveedor no tiene marcas.</Text>;
  return <Navigate replace to={`/proveedores/${supplier.PRV_ID}/detalleMarca/${first.MAR_ID}/tarifas`} />;
}
