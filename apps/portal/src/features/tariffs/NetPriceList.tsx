import type { LineaTarifaNeto } from '@socios/api';
import { calendarDateOf, dayMonthStamp, type ExportColumn, formatEuro } from '@socios/domain';
import { type DataTableColumn, Select, Stack, Text } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ExportButtons } from '../../app/export/ExportButtons';
import { useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';
import { useSupplier } from '../suppliers/supplierContext';
import { PricedTableView, TARIFF_COLUMNS, usePricedTable } from './pricedTable';

const NET_COLUMNS: DataTableColumn<LineaTarifaNeto>[] = [
  ...(TARIFF_COLUMNS as DataTableColumn<LineaTarifaNeto>[]),
  { id: 'NETO', header: 'Neto Grupo', cell: (l) => (l.NETO === null ? '—' : formatEuro(l.NETO)), align: 'end', minWidth: 120 },
];

const EXPORT_COLUMNS: ExportColumn<LineaTarifaNeto>[] = [
  { header: 'Referencia', value: (l) => l.REFERENCIA },
  { header: 'Descripción', value: (l) => l.DESCRIPCION },
  { header: 'Familia', value: (l) => l.FAMILIA },
  { header: 'PVP', value: (l) => l.PVP },
  { header: 'Neto Grupo', value: (l) => l.NETO },
  { header: 'Vigencia', value: (l) => l.FECHA_VIGENCIA },
];

/**
 * /proveedores/{provId}/detalleMarca/{marcaId}/tarifasNetos (001 §2.5): the brand's net price lists — the first
 * list active on load, the price as 'Neto Grupo', paging, page size, reference search, sortable columns (a new list or
 * page size returns to page 1) — and the whole list as CSV or Excel (tarifas_{brand}_{DD_MM}).
 */
export function NetPriceList() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  const table = usePricedTable();
  const lists = useApiQuery('Proveedores', 'GetProveedorTarifaCompra', { idProveedor: supplier.PRV_ID, idMarca: brandId }, { select: (a) => a.valorRetorno, staleTime: 300_000 });
  const active = table.state.priceListId ?? lists.data?.[0]?.PRVTARCOM_ID ?? null;
  const body = { idProveedor: supplier.PRV_ID, idMarca: brandId, idTarifaCompra: active ?? 0, ...table.paging };
  const lines = useApiQuery('Tarifas', 'GetTarifaCompraProveedorMar', body, {
    select: (a) => a.valorRetorno,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: active !== null,
  });
  if (lists.isPending) return <Text tone="muted">Cargando las tarifas de netos…</Text>;
  if (!lists.data?.length || active === null) return <Text tone="muted">No hay tarifas de netos</Text>;
  const name = brand?.MAR_NOMBRE ?? String(brandId);
  return (
    <Stack gap={3}>
      <PricedTableView
        title={`Tarifa de netos de ${name}`}
        lines={lines.data ?? []}
        columns={NET_COLUMNS}
        table={table}
        busy={lines.isFetching}
        emptyText={lines.isPending ? 'Cargando la tarifa…' : 'No se encontraron tarifas de netos'}
        tools={
          <>
            <Select
              label="Tarifa"
              value={String(active)}
              onChange={(e) => table.change({ kind: 'priceList', priceListId: Number(e.target.value) })}
              options={lists.data.map((l) => ({ value: String(l.PRVTARCOM_ID), label: l.PRVTARCOM_DESCRIPCION }))}
            />
            <ExportButtons
              request={async () => {
                const all = await callApi('Tarifas', 'GetTarifaCompraProveedorMar', { ...body, maxRegistros: null, pag: 1 });
                return {
                  rows: all.valorRetorno,
                  columns: EXPORT_COLUMNS,
                  fileName: 'tarifas',
                  exactName: `tarifas_${name.replace(/[^\p{L}\p{N}]+/gu, '_')}_${dayMonthStamp(calendarDateOf(new Date()))}`,
                  sheet: `Netos ${name}`,
                };
              }}
            />
          </>
        }
      />
    </Stack>
  );
}
