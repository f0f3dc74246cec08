import type { ActualizacionTarifa, LineaActualizacion } from '@socios/api';
import {
  DEFAULT_UPDATE_TYPE,
  formatEuro,
  formatNumber,
  formatPercent,
  latestUpdates,
  needsNextBatch,
  nextSort,
  nextUpdateBatch,
  type SortState,
  sortDayUpdates,
  UPDATE_BATCH,
  type UpdateLineSortColumn,
  type UpdateType,
  updatesTree,
  updateTitle,
} from '@socios/domain';
import {
  BREAKPOINT_NARROW,
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  Page,
  RefreshIcon,
  Stack,
  Text,
  TextField,
  Toolbar,
  useIsMobile,
  useMediaQuery,
} from '@socios/ui';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useApiBatches, useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from '../suppliers/supplierContext';
import { UpdateChoices, UpdateDates, type UpdateWindow } from './components/UpdateDates';

const euro = (v: number | null) => (v === null ? '—' : formatEuro(v));
const pct = (v: number | null) => (v === null ? '—' : formatPercent(v));
const sortable = () => 0;

/** A figure over a quieter second line (the price before, the difference in %), in one row of the table. */
function Figure({ main, sub, strong = false }: { main: string; sub: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text as={strong ? 'strong' : 'span'} leading="tight">
        {main}
      </Text>
      <Text as="small" size="xs" tone="muted" leading="tight" truncate>
        {sub}
      </Text>
    </Stack>
  );
}

/** Rows hold two lines (a figure and what it was, or its difference in %). */
const ROW_HEIGHT = 52;

/**
 * The columns of an update line; the server sorts the sortable ones. Each price shows the new figure over the one
 * before, each difference the amount over the %, so that the figures fit beside the reference: all of them at
 * 1440 px beside the sidebar, and without the subfamily and the description (under the reference) on a tablet.
 */
const COLUMNS = {
  reference: { id: 'ART_REFERENCIA', header: 'Referencia', cell: (l) => l.ART_REFERENCIA, compare: sortable, minWidth: 120 },
  referenceWithText: {
    id: 'ART_REFERENCIA',
    header: 'Referencia',
    cell: (l) => <Figure main={l.ART_REFERENCIA} sub={l.ART_DESCRIPCION} />,
    compare: sortable,
    grow: 2,
    minWidth: 120,
  },
  description: { id: 'ART_DESCRIPCION', header: 'Descripción', cell: (l) => l.ART_DESCRIPCION, compare: sortable, grow: 3, minWidth: 180 },
  subfamily: { id: 'SFA_NOMBRE', header: 'Subfamilia', cell: (l) => l.SFA_NOMBRE, compare: sortable, grow: 2, minWidth: 120 },
  pvp: {
    id: 'TAR_PVP',
    header: 'PVP',
    cell: (l) => <Figure strong main={euro(l.TAR_PVP)} sub={`antes ${euro(l.PVP_ANTERIOR)}`} />,
    align: 'end',
    minWidth: 110,
  },
  pvpDifference: {
    id: 'PVP_CIENTO_DIFERENCIA',
    header: 'Dif. PVP',
    cell: (l) => <Figure main={euro(l.PVP_DIFERENCIA)} sub={pct(l.PVP_CIENTO_DIFERENCIA)} />,
    compare: sortable,
    align: 'end',
    minWidth: 100,
  },
  net: {
    id: 'TAR_NETO',
    header: 'Neto',
    cell: (l) => <Figure strong main={euro(l.TAR_NETO)} sub={`antes ${euro(l.NETO_ANTERIOR)}`} />,
    align: 'end',
    minWidth: 110,
  },
  netDifference: {
    id: 'NETO_CIENTO_DIFERENCIA',
    header: 'Dif. neto',
    cell: (l) => <Figure main={euro(l.NETO_DIFERENCIA)} sub={pct(l.NETO_CIENTO_DIFERENCIA)} />,
    compare: sortable,
    align: 'end',
    minWidth: 100,
  },
  validFrom: { id: 'TAR_FECHA_VIGENCIA', header: 'Vigencia', cell: (l) => l.TAR_FECHA_VIGENCIA, minWidth: 96 },
  // On a phone each figure carries its difference: PVP and Neto beside the reference.
  pvpPhone: {
    id: 'TAR_PVP',
    header: 'PVP',
    cell: (l) => <Figure strong main={euro(l.TAR_PVP)} sub={`${euro(l.PVP_DIFERENCIA)} · ${pct(l.PVP_CIENTO_DIFERENCIA)}`} />,
    align: 'end',
    minWidth: 112,
  },
  netPhone: {
    id: 'TAR_NETO',
    header: 'Neto',
    cell: (l) => <Figure strong main={euro(l.TAR_NETO)} sub={`${euro(l.NETO_DIFERENCIA)} · ${pct(l.NETO_CIENTO_DIFERENCIA)}`} />,
    align: 'end',
    minWidth: 112,
  },
} satisfies Record<string, DataTableColumn<LineaActualizacion>>;

const LAYOUTS = {
  wide: [COLUMNS.reference, COLUMNS.description, COLUMNS.subfamily, COLUMNS.pvp, COLUMNS.pvpDifference, COLUMNS.net, COLUMNS.netDifference, COLUMNS.validFrom],
  tablet: [COLUMNS.referenceWithText, COLUMNS.pvp, COLUMNS.pvpDifference, COLUMNS.net, COLUMNS.netDifference, COLUMNS.validFrom],
  phone: [{ ...COLUMNS.referenceWithText, minWidth: 100 }, COLUMNS.pvpPhone, COLUMNS.netPhone],
};

const DEFAULT_SORT: SortState<UpdateLineSortColumn> = { column: 'ART_REFERENCIA', direction: 'asc' };

/** The lines of one update, 50 first and 50 more each time the last ten come into view. */
function UpdateLines({ update }: { update: ActualizacionTarifa }) {
  const phone = useIsMobile();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINT_NARROW}px)`);
  const columns = LAYOUTS[phone ? 'phone' : narrow ? 'tablet' : 'wide'];
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [search, setSearch] = useState('');
  const referencia = useDeferredValue(search.trim()) || null;
  const batches = useApiBatches(
    'Tarifas',
    'GetActualizacionesPrecioMarcaProv',
    (batch: { startIndex: number; endIndex: number }) => ({
      idActualizacion: update.HIS_ID,
      orderBy: sort.column,
      direccion: sort.direction,
      referencia,
      ...batch,
    }),
    {
      first: nextUpdateBatch(0),
      next: (last, all) => (last.valorRetorno.length < UPDATE_BATCH ? undefined : nextUpdateBatch(all.reduce((n, a) => n + a.valorRetorno.length, 0))),
    },
  );
  const lines = useMemo(() => batches.data?.pages.flatMap((p) => p.valorRetorno) ?? [], [batches.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = batches;
  const onLastRowShown = useCallback(
    (index: number) => {
      if (!isFetchingNextPage && needsNextBatch(index, lines.length, hasNextPage)) void fetchNextPage();
    },
    [isFetchingNextPage, hasNextPage, fetchNextPage, lines.length],
  );
  const total = lines[0]?.TOTAL_LINEAS ?? 0;
  return (
    <Stack gap={3}>
      <Toolbar>
        <TextField
          type="search"
          label="Buscar referencia"
          placeholder="Principio de la referencia"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Text tone="muted" aria-live="polite">
          {batches.isPending
            ? 'Cargando las referencias…'
            : `${formatNumber(total, { decimals: 0 })} referencias · ${formatNumber(lines.length, { decimals: 0 })} cargadas`}
        </Text>
      </Toolbar>
      <DataTable
        data={lines}
        columns={columns}
        rowHeight={ROW_HEIGHT}
        label="Referencias actualizadas"
        manualSorting
        sort={{ id: sort.column, desc: sort.direction === 'desc' }}
        onSortChange={(s) => s && setSort((current) => nextSort(current, s.id as UpdateLineSortColumn))}
        rowKey={(l, i) => `${l.ART_REFERENCIA}-${i}`}
        height={560}
        emptyText={batches.isPending ? 'Cargando las referencias…' : referencia ? 'Ninguna referencia empieza así.' : 'La actualización no tiene referencias.'}
        onLastRowShown={onLastRowShown}
      />
      {batches.isError ? <Text tone="danger">No ha sido posible obtener las referencias de la actualización.</Text> : null}
    </Stack>
  );
}

/** A brand's supplier and id, or null for every brand. */
type UpdatesBrand = { supplierId: number; brandId: number } | null;

/**
 * The updates of an opened fold of the Fechas modal (a day's brands, or one brand's month), read a page at a time:
 * the first when the fold opens, the next on 'Ver más' (the server's keyset cursor).
 */
function WindowUpdates({
  brand,
  window,
  selectedId,
  onSelect,
}: {
  brand: UpdatesBrand;
  window: UpdateWindow;
  selectedId: number | null;
  onSelect: (u: ActualizacionTarifa) => void;
}) {
  const pages = useApiBatches(
    'Tarifas',
    'GetListaActualizacionesTarifaProv',
    (after: number | null) => ({
      idProveedor: brand?.supplierId ?? null,
      idMarca: brand?.brandId ?? null,
      tipo: window.type,
      desde: window.from,
      hasta: window.to,
      despuesDe: after,
    }),
    // Fresh as long as the day counts: the offered updates and the same fold of Fechas share one read.
    { first: null, next: (last) => last.siguiente ?? undefined, errors: 'handled', staleTime: 300_000 },
  );
  const updates = useMemo(() => {
    const all = pages.data?.pages.flatMap((p) => p.valorRetorno) ?? [];
    return brand === null ? sortDayUpdates(all) : all;
  }, [pages.data, brand]);
  return (
    <UpdateChoices
      updates={updates}
      show={brand === null ? 'brand' : 'date'}
      selectedId={selectedId}
      onSelect={onSelect}
      loading={pages.isPending}
      failed={pages.isError}
      more={pages.hasNextPage ? { busy: pages.isFetchingNextPage, onMore: () => void pages.fetchNextPage() } : null}
    />
  );
}

/**
 * Price updates (001 §2.6): of one supplier's brand, or of every brand (/actualizaciones). The Fechas modal's
 * accordions (type → month → day → brand, with counts; partial first) choose an update; its title reads
 * 'Actualizaciones Parciales/Completas/Futuras de {brand} del {date}' ('Seleccione una fecha' until then) and its lines
 * load in batches of 50. Until one is chosen, the newest updates in force are offered below the placeholder (the newest
 * day's brands, or one brand's newest month). Choosing another update starts its list again. The modal reads the counts by day, and a
 * fold's updates only when it is opened (every brand's are tens of thousands).
 */
export function PriceUpdates({ brand }: { brand: UpdatesBrand }) {
  const days = useApiQuery(
    'Tarifas',
    'GetDiasActualizacionesTarifaProv',
    { idProveedor: brand?.supplierId ?? null, idMarca: brand?.brandId ?? null },
    { select: (a) => a.valorRetorno, staleTime: 300_000 },
  );
  const tree = useMemo(() => updatesTree(days.data ?? []), [days.data]);
  const latest = useMemo(() => latestUpdates(tree, brand === null ? 'day' : 'month'), [tree, brand]);
  const [type, setType] = useState<UpdateType>(DEFAULT_UPDATE_TYPE);
  const [selected, setSelected] = useState<ActualizacionTarifa | null>(null);
  const [open, setOpen] = useState(false);
  const choose = useCallback((u: ActualizacionTarifa) => {
    setType(u.HIS_TIPO_TAR);
    setSelected(u);
    setOpen(false);
  }, []);
  const selectedId = selected?.HIS_ID ?? null;
  const renderUpdates = useCallback(
    (window: UpdateWindow) => <WindowUpdates brand={brand} window={window} selectedId={selectedId} onSelect={choose} />,
    [brand, selectedId, choose],
  );
  if (days.isPending) return <Text tone="muted">Cargando las actualizaciones…</Text>;
  if (days.isError) return <Text tone="danger">No ha sido posible obtener las actualizaciones.</Text>;
  if (days.data.length === 0) return <Text tone="muted">No se han encontrado actualizaciones para la marca seleccionada</Text>;
  return (
    <Stack gap={3}>
      <Toolbar>
        <Text as="h3" size="lg" weight="medium" tone={selected ? 'default' : 'muted'}>
          {selected ? updateTitle(selected.HIS_TIPO_TAR, selected.MAR_NOMBRE, selected.HIS_FECHA_ACTUALIZACION) : 'Seleccione una fecha'}
        </Text>
        <Button startIcon={<RefreshIcon size={16} />} onClick={() => setOpen(true)}>
          Fechas
        </Button>
      </Toolbar>
      <Dialog open={open} onClose={() => setOpen(false)} title="Fechas de actualización">
        <UpdateDates tree={tree} openType={type} renderUpdates={renderUpdates} showBrands={brand === null} />
      </Dialog>
      {selected ? (
        <UpdateLines key={selected.HIS_ID} update={selected} />
      ) : latest ? (
        // Until a date is chosen, the newest updates in force are offered (one bounded page of that day or month).
        <Stack as="section" gap={2} aria-label={latest.title}>
          <Text as="h4" weight="medium">
            {latest.title}
          </Text>
          <WindowUpdates brand={brand} window={latest.window} selectedId={null} onSelect={choose} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /proveedores/{provId}/detalleMarca/{marcaId}/actualizaciones: the brand's updates. */
export function BrandPriceUpdates() {
  const supplier = useSupplier();
  const brandId = Number(useParams().marcaId);
  return <PriceUpdates key={brandId} brand={{ supplierId: supplier.PRV_ID, brandId }} />;
}

/** /actualizaciones: every brand's updates (the header holds the title). */
export function AllPriceUpdates() {
  return (
    <Page>
      <PriceUpdates brand={null} />
    </Page>
  );
}
