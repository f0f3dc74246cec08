import type { FiltroNoticias } from '@socios/api';
import { calendarDateOf, changeNewsYear, defaultNewsFilter, NEWS_MESSAGES, type NewsFilter, sortNewsFeaturedFirst } from '@socios/domain';
import { Button, EmptyState, FilterModal, Page, Select, Spinner, Text, SearchField, Toolbar, useIsMobile, ViewToggle, VirtualList } from '@socios/ui';
import { NewsCard } from './components';
import { RouterLink } from '../../app/RouterLink';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../../app/query/apiQuery';
import { toCardItem } from './data';
import { pageViewLayout, useStoredView } from '../../app/pageView';

const VIEW_KEY = 'newsView';

/** Row heights of the virtual list in px (the list rows wrap to more lines on phones). */
const ROW_HEIGHT = { cards: 390, list: 150, listMobile: 230 } as const;

function activeFilters(f: NewsFilter): number {
  return [f.idTipo !== 0, f.idCategoria !== 0, f.modo !== 0, f.estaSemana].filter(Boolean).length;
}

/** /noticias: search, year and month, mosaic or list, counter, Filtros; featured news first (spec 000 §2). */
export function NewsListPage() {
  const today = calendarDateOf(new Date());
  const options = useApiQuery('Noticias', 'GetFiltros', undefined, { staleTime: 60_000 });
  const [filter, setFilter] = useState<NewsFilter | null>(null);
  const [text, setText] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const isMobile = useIsMobile();
  const [view, setView] = useStoredView(VIEW_KEY, 'cards');

  // The stored filter (or the default one) once the options arrive.
  useEffect(() => {
    if (!options.data || filter) return;
    const stored = options.data.FILTRO_GUARDADO;
    const initial: NewsFilter = stored ? { ...stored, texto: stored.texto ?? '', estaSemana: stored.estaSemana ?? false } : defaultNewsFilter(today);
    setFilter(initial);
    setText(initial.texto ?? '');
  }, [options.data, filter, today]);

  // The text search applies 300 ms after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f && (f.texto ?? '') !== text ? { ...f, texto: text } : f)), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const payload: FiltroNoticias | null = filter ? { ...filter, texto: filter.texto || null } : null;
  const list = useApiQuery('Noticias', 'GetListaNoticias', payload as FiltroNoticias, {
    enabled: payload !== null,
    placeholderData: keepPreviousData,
    select: (a) => sortNewsFeaturedFirst(a.valorRetorno).map(toCardItem),
  });

  const years = options.data?.ANYOS ?? [];
  const months = useMemo(() => years.find((y) => y.ANYO === filter?.anyo)?.MESES ?? [], [years, filter?.anyo]);
  if (!filter || !options.data) return <Spinner size="lg" centered holdScreen label="Cargando las noticias" />;
  const change = (c: Partial<NewsFilter>) => setFilter({ ...filter, ...c });
  const items = list.data ?? [];
  const count = items.length;
  const active = activeFilters(filter);

  return (
    <Page>
      <Toolbar grow="sm" gap={3}>
        <SearchField label="Buscar noticias" placeholder="Buscar por título o texto" value={text} onChange={(e) => setText(e.target.value)} fullWidth />
        <Select
          label="Año"
          value={String(filter.anyo)}
          disabled={filter.estaSemana}
          onChange={(e) => setFilter(changeNewsYear(filter, Number(e.target.value), years))}
          options={years.map((y) => ({ value: String(y.ANYO), label: String(y.ANYO) }))}
        />
        <Select
          label="Mes"
          value={String(filter.mes)}
          disabled={filter.estaSemana}
          onChange={(e) => change({ mes: Number(e.target.value) })}
          options={[{ value: '0', label: NEWS_MESSAGES.wholeYear }, ...months.map((m) => ({ value: String(m.ID_MES), label: m.MES }))]}
        />
        <Button variant="secondary" onClick={() => setFiltersOpen(true)}>
          {active ? `Filtros (${active})` : 'Filtros'}
        </Button>
        <ViewToggle value={view} onChange={setView} />
      </Toolbar>
      <Text role="status" tone="muted">
        {count === 1 ? '1 noticia' : `${count} noticias`}
      </Text>
      {list.isPending ? (
        <Spinner centered holdScreen label="Cargando las noticias" />
      ) : (
        <VirtualList
          key={view}
          items={items}
          getKey={(n) => n.id}
          label="Noticias"
          {...pageViewLayout(view, ROW_HEIGHT[view === 'list' && isMobile ? 'listMobile' : view], 280)}
          gap={16}
          renderItem={(n) => <NewsCard item={n} href={`/noticias/${n.id}`} variant={view} linkComponent={RouterLink} />}
          empty={<EmptyState title={filter.estaSemana ? NEWS_MESSAGES.noneThisWeek : 'No hay noticias con los filtros seleccionados'} />}
        />
      )}
      <FilterModal
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        value={filter}
        onChange={change}
        onReset={() => {
          setFilter(defaultNewsFilter(today));
          setText('');
        }}
        types={options.data.TIPOS.map((t) => ({ id: t.TNOT_ID, name: t.TNOT_NOMBRE }))}
        categories={options.data.CATEGORIAS.map((c) => ({ id: c.ID_CATEGORIA, name: c.CNOT_DESCRIPCION }))}
      />
    </Page>
  );
}
