import type { Articulo } from '@socios/api';
import {
  addToSelection,
  ARTICLES_PER_PAGE,
  dropDuplicateArticles,
  pageAfterFilterChange,
  pageCount,
  pageOf,
  removeFromSelection,
  sortArticlesFiltered,
  sortArticlesForReference,
} from '@socios/domain';
import { Button, CloseIcon, Inline, Segmented, Select, Spinner, Stack, Text, Toolbar } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { StyledListTop, useListTop } from '../../app/listTop';
import { useApiQuery } from '../../app/query/apiQuery';
import { ArticleCard } from './components/ArticleCard';
import { StockButton } from '../stock';
import { ArticlePager } from './components/ArticlePager';
import { placeOf } from './paths';

const StyledBrand = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(1, 0)};
    border-bottom: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** A multi-select filter: a select that adds (an item already chosen is refused) and chips that remove. */
function MultiFilter({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: string[];
  selected: readonly string[];
  onChange: (next: readonly string[]) => void;
}) {
  return (
    <Stack gap={2}>
      <Select
        label={label}
        value=""
        onChange={(e) => e.target.value && onChange(addToSelection(selected, e.target.value))}
        options={[{ value: '', label: 'Todas' }, ...options.filter((o) => !selected.includes(o)).map((o) => ({ value: o, label: o }))]}
      />
      {selected.length ? (
        <Inline gap={2} align="stretch">
          {selected.map((s) => (
            <Button
              key={s}
              variant="secondary"
              size="sm"
              startIcon={<CloseIcon size={14} />}
              aria-label={`Quitar ${s}`}
              onClick={() => onChange(removeFromSelection(selected, s))}
            >
              {s}
            </Button>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * The article list (001 §2.10, §4, §5, §9): duplicates dropped, the order given, brand and group multi-select filters
 * (a change returns to page 0), 25 a page grouped by brand, compact or expanded (the details of the visible page
 * only), and the pager with 2 margin pages and a range of 5.
 */
function ArticleList({ articles, emptyText }: { articles: readonly Articulo[]; emptyText: string }) {
  const [brands, setBrands] = useState<readonly string[]>([]);
  const [generics, setGenerics] = useState<readonly string[]>([]);
  const [page, setPage] = useState(0);
  const [listTop, toListTop] = useListTop();
  const [view, setView] = useState<'compact' | 'expanded'>('expanded');
  const navigate = useNavigate();
  const search = (reference: string) => navigate(`/referencias/${encodeURIComponent(reference)}`);
  const brandOptions = useMemo(() => [...new Set(articles.map((a) => a.brandNameField))].sort(), [articles]);
  const genericOptions = useMemo(() => [...new Set(articles.map((a) => a.genericArticleNameField))].sort(), [articles]);
  const filtered = useMemo(
    () =>
      articles.filter(
        (a) => (brands.length === 0 || brands.includes(a.brandNameField)) && (generics.length === 0 || generics.includes(a.genericArticleNameField)),
      ),
    [articles, brands, generics],
  );
  const pages = pageCount(filtered.length);
  const visible = pageOf(filtered, page);
  const details = useApiQuery(
    'Tecdoc',
    'GetDescripcionesArticulos',
    { ListaArticulos: visible.map((a, i) => ({ order: i, id: a.articleIdField })) },
    {
      select: (a) => new Map(a.valorRetorno.map((d) => [d.Art_Id, d])),
      enabled: view === 'expanded' && visible.length > 0,
      staleTime: 600_000,
      placeholderData: keepPreviousData,
    },
  );
  if (articles.length === 0) return <Text tone="muted">{emptyText}</Text>;
  // The page's articles by brand, each brand where its first article falls in the order (the order kept within it).
  const byBrand: { brand: string; items: Articulo[] }[] = [];
  for (const a of visible) {
    const group = byBrand.find((g) => g.brand === a.brandNameField);
    if (group) group.items.push(a);
    else byBrand.push({ brand: a.brandNameField, items: [a] });
  }
  const filterChange = (set: (v: readonly string[]) => void) => (v: readonly string[]) => {
    set(v);
    setPage(pageAfterFilterChange());
  };
  return (
    <Stack gap={3}>
      <Toolbar>
        <MultiFilter label="Marcas" options={brandOptions} selected={brands} onChange={filterChange(setBrands)} />
        <MultiFilter label="Grupos de artículos" options={genericOptions} selected={generics} onChange={filterChange(setGenerics)} />
        <Segmented
          label="Vista"
          options={[
            { value: 'compact', label: 'Compacta' },
            { value: 'expanded', label: 'Ampliada' },
          ]}
          value={view}
          onChange={setView}
        />
      </Toolbar>
      <StyledListTop ref={listTop}>
        <Text role="status" tone="muted">
          {filtered.length === 1 ? '1 artículo' : `${filtered.length} artículos`} · página {Math.min(page, pages - 1) + 1} de {pages}
        </Text>
      </StyledListTop>
      {byBrand.map((group) => (
        <StyledBrand key={group.items[0]!.articleIdField} aria-label={group.brand}>
          <h3>{group.brand}</h3>
          {group.items.map((a) => (
            <ArticleCard
              key={a.articleIdField}
              article={a}
              detail={details.data?.get(a.articleIdField)}
              expanded={view === 'expanded'}
              onSearch={search}
              stockAction={
                <StockButton brandNo={a.brandNoField} reference={a.articleNoField} description={`${a.brandNameField} · ${a.genericArticleNameField}`} />
              }
            />
          ))}
        </StyledBrand>
      ))}
      <ArticlePager
        page={page}
        pages={pages}
        onPage={(next) => {
          setPage(next);
          toListTop();
        }}
      />
      <Text tone="muted" size="sm">
        {ARTICLES_PER_PAGE} artículos por página.
      </Text>
    </Stack>
  );
}

/** /referencias/…/{motId}/{grpId}: the articles that fit the engine in the group (and the groups below it). */
export function EngineArticlesPage() {
  const { motId, grpId } = placeOf(useParams());
  const articles = useApiQuery(
    'Tecdoc',
    'GetArticlesByMotorAndNodo',
    { engineId: motId ?? 0, groupId: grpId ?? 0 },
    {
      select: (a) => sortArticlesFiltered(dropDuplicateArticles(a.valorRetorno)),
      staleTime: 600_000,
    },
  );
  if (articles.isPending) return <Spinner centered label="Cargando los artículos" />;
  if (articles.isError) return <Text tone="danger">No se han encontrado articulos para el vehiculo seleccionado.</Text>;
  return <ArticleList key={`${motId}-${grpId}`} articles={articles.data} emptyText="No se han encontrado articulos para el vehiculo seleccionado." />;
}

/** /referencias/{referencia}: the articles of a reference or OE number, the exact reference first. */
export function ReferenceArticlesPage() {
  const { referencia = '' } = placeOf(useParams());
  const articles = useApiQuery(
    'Tecdoc',
    'GetArticlesByReferencia',
    { reference: referencia },
    {
      select: (a) => sortArticlesForReference(dropDuplicateArticles(a.valorRetorno), referencia),
      staleTime: 600_000,
      enabled: referencia.trim().length >= 2,
    },
  );
  if (articles.isPending) return <Spinner centered label="Buscando la referencia" />;
  if (articles.isError) return <Text tone="danger">No se han encontrado artículos para la referencia especificada.</Text>;
  return (
    <Stack gap={3}>
      <Text as="h3" size="lg" weight="medium">
        Referencia {referencia}
      </Text>
      <ArticleList key={referencia} articles={articles.data} emptyText="No se han encontrado artículos para la referencia especificada." />
    </Stack>
  );
}
