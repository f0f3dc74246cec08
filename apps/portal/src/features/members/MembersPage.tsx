import type { SocioListado } from '@socios/api';
import {
  AbcFilter,
  EmptyState,
  Page,
  Spinner,
  Tabs,
  Text,
  SearchField,
  Toolbar,
  useIsMobile,
  useIsTablet,
  ViewToggle,
  type ViewMode,
  VirtualList,
} from '@socios/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMosaicBatches } from '../../app/directory/directoryList';
import { pageViewLayout, useStoredView } from '../../app/pageView';
import { ExportButtons } from '../../app/export/ExportButtons';
import { useApiQuery } from '../../app/query/apiQuery';
import { MemberCard } from './components/MemberCard';
import { DirectoryMap } from './DirectoryMap';
import {
  DIRECTORY_BATCH,
  DIRECTORY_LOAD_MARGIN,
  EMPTY_MEMBER_FILTER,
  logoUrl,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_EXPORT_NAME,
  type MemberFilter,
  memberMatches,
  memberPointId,
  sortMembers,
} from './data';

const VIEW_KEY = 'membersView';
const GAP = 16;

/**
 * Row heights of the virtual list in px: a mosaic card, and a list row (one line on a desktop, two on a tablet,
 * a card's shape on a phone).
 */
function rowHeight(view: ViewMode, tablet: boolean, mobile: boolean): number {
  if (view === 'cards' || mobile) return 340;
  return tablet ? 230 : 170;
}

/** The tabs of the directory: the members (list or mosaic) and the map. */
type Tab = 'socios' | 'mapa';

/**
 * /socios: the member directory (001 §2.15): list or mosaic, search by name, point-of-sale text or phone, the ABC
 * letters with Ñ, the match count, listado_socios.csv, and a map of the members and their points of sale. The
 * filters apply to the list and the map alike; the tab is kept in the address (?vista=mapa).
 */
export function MembersPage() {
  const list = useApiQuery('Socios', 'GetListadoTmp', undefined, { staleTime: 300_000, select: (a) => a.valorRetorno });
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('vista') === 'mapa' ? 'mapa' : 'socios';
  const [filter, setFilter] = useState<MemberFilter>(EMPTY_MEMBER_FILTER);
  const [view, setView] = useStoredView(VIEW_KEY, 'cards');
  const [selected, setSelected] = useState<string | null>(null);
  const mobile = useIsMobile();
  const tablet = useIsTablet();
  const sorted = useMemo(() => sortMembers(list.data ?? []), [list.data]);
  const shown = useMemo(() => sorted.filter((m) => memberMatches(m, filter)), [sorted, filter]);

  // The mosaic grows by batches of 40 as the member scrolls near the end (001 §2.15, §9); a new filter or view
  // starts again from the first batch.
  const batches = useMosaicBatches(shown, view, DIRECTORY_BATCH);

  const changeTab = (next: string) => {
    setSelected(null);
    setParams(next === 'mapa' ? { vista: 'mapa' } : {}, { replace: true });
  };
  const showOnMap = (m: SocioListado) => {
    setParams({ vista: 'mapa' }, { replace: true });
    setSelected(memberPointId(m.SOC_ID));
  };

  if (!list.data) return <Spinner size="lg" centered holdScreen label="Cargando los socios" />;
  const height = rowHeight(view, tablet, mobile);
  // The next batch loads when the last rendered row is about 940 px from the end of the page.
  const overscan = Math.ceil(DIRECTORY_LOAD_MARGIN / (height + GAP));
  // The match count (001 §2.15): 'N socios', or 'N de M socios' while a filter leaves some out.
  const total = sorted.length;
  const count = shown.length === total ? `${total} ${total === 1 ? 'socio' : 'socios'}` : `${shown.length} de ${total} socios`;
  const directory = (
    <VirtualList
      key={view}
      {...batches}
      getKey={(m) => m.SOC_ID}
      label="Socios"
      {...pageViewLayout(view, height, 320)}
      gap={GAP}
      overscan={overscan}
      renderItem={(m) => (
        <MemberCard member={m} logoUrl={m.SOC_ID_DOCUMENTO === null ? null : logoUrl(m.SOC_ID_DOCUMENTO)} variant={view} onShowOnMap={() => showOnMap(m)} />
      )}
      empty={<EmptyState title="No hay resultados para la búsqueda" />}
    />
  );
  return (
    <Page>
      <Toolbar grow="md">
        <SearchField
          label="Buscar socio"
          labelHidden
          placeholder="Nombre, punto de venta o teléfono"
          value={filter.text}
          onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
        />
        {tab === 'socios' ? <ViewToggle value={view} labels={{ cards: 'Vista de mosaico', list: 'Vista de lista' }} onChange={setView} /> : null}
        <ExportButtons
          request={() => ({ rows: shown, columns: MEMBER_EXPORT_COLUMNS, fileName: MEMBER_EXPORT_NAME, exactName: MEMBER_EXPORT_NAME, sheet: 'Socios' })}
        />
      </Toolbar>
      <AbcFilter selected={filter.letters} onChange={(letters) => setFilter((f) => ({ ...f, letters }))} />
      <Text role="status" tone="muted">
        {count}
      </Text>
      <Tabs
        label="Vista del directorio"
        value={tab}
        onChange={changeTab}
        panelsFocusable={false}
        tabs={[
          { id: 'socios', label: 'Socios', panel: directory },
          { id: 'mapa', label: 'Mapa', panel: <DirectoryMap members={shown} selectedId={selected} /> },
        ]}
      />
    </Page>
  );
}
