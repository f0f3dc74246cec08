import type { LineaTarifaNeto } from '@socios/api';
import { DEFAULT_NET_FAMILY, formatEuro, NET_FAMILIES, type NetFamily, type NetSortColumn } from '@socios/domain';
import { type DataTableColumn, Select, Stack, Text } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ExportButtons } from '../../app/export/ExportButtons';
import { streamDownload } from '../../app/export/streamDownload';
import { useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from '../suppliers/supplierContext';
import { PricedTableView, TARIFF_COLUMNS, usePricedTable } from './pricedTable';

const NET_COLUMNS: DataTableColumn<LineaTarifaNeto>[] = [
  // The net price is the figure kept on screen (the tariff's PVP scrolls with the rest).
  ...(TARIFF_COLUMNS as DataTableColumn<LineaTarifaNeto>[]).map((c) => ({ ...c, pin: false })),
  { id: 'NETO', header: 'Neto Grupo', cell: (l) => (l.NETO === null ? '—' : formatEuro(l.NETO)), compare: () => 0, align: 'end', minWidth: 120, pin: true },
];

/**
 * /proveedores/{provId}/detalleMarca/{marcaId}/tarifasNetos (001 §2.5): the brand's net price lists — the first
 * list active on load, the price as 'Neto Grupo', paging, page size, reference search, sortable columns (a new list or
 * page size returns to page 1), the family filter (Todas, Provisional, Permanente, Otras) — and the whole list as CSV
 * or Excel (tarifas_{brand}_{DD_MM}), streamed from the server with its progress.
 */
export function NetPriceList() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === brandId);
  const table = usePricedTable<NetSortColumn>();
  const lists = useApiQuery(
    'Proveedores',
    'GetProveedorTarifaCompra',
    { idProveedor: supplier.PRV_ID, idMarca: brandId },
    { select: (a) => a.valorRetorno, staleTime: 300_000 },
  );
  const active = table.state.priceListId ?? lists.data?.[0]?.PRVTARCOM_ID ?? null;
  const familia = table.state.family ?? DEFAULT_NET_FAMILY;
  const body = { idProveedor: supplier.PRV_ID, idMarca: brandId, idTarifaCompra: active ?? 0, familia, ...table.paging };
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
            <Select
              label="Familia"
              value={familia}
              onChange={(e) => table.change({ kind: 'family', family: e.target.value as NetFamily })}
              options={NET_FAMILIES.map((f) => ({ value: f.value, label: f.label }))}
            />
            <ExportButtons
              run={(formato, onProgress) =>
                streamDownload(
                  'Tarifas',
                  'ExportarTarifaCompra',
                  {
                    idProveedor: body.idProveedor,
                    idMarca: brandId,
                    idTarifaCompra: body.idTarifaCompra,
                    familia,
                    formato,
                    orderBy: body.orderBy,
                    direccion: body.direccion,
                    referencia: body.referencia,
                  },
                  (p) => onProgress(p.done),
                )
              }
            />
          </>
        }
      />
    </Stack>
  );
}
