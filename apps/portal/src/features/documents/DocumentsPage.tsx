import { type Documento, DOCUMENTS_PAGE, DOCUMENTS_PAGE_MAX } from '@socios/api';
import {
  clearFolder,
  DEFAULT_DOCUMENT_SORT,
  type DocumentFilter,
  type DocumentSort,
  EMPTY_DOCUMENT_FILTER,
  type ExportColumn,
  NEWS_MESSAGES,
  nextDocumentSort,
  selectFolder,
  toggleCategory,
  toggleType,
} from '@socios/domain';
import {
  Button,
  EmptyState,
  FolderIcon,
  Inline,
  LazyShareModal,
  Notice,
  Page,
  Spinner,
  Text,
  TileButton,
  ToggleChips,
  SearchField,
  Tiles,
  Toolbar,
  ViewToggle,
  VirtualList,
} from '@socios/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useApiBatches, useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { ExportButtons } from '../../app/export/ExportButtons';
import { useDownloadAttachment, share, shareContacts } from '../news/data';
import { DocumentItem } from './components';
import { pageViewLayout, useStoredView } from '../../app/pageView';

const VIEW_KEY = 'documentsView';

/** The columns of the document list's exports (CSV and Excel). */
const DOCUMENT_EXPORT_COLUMNS: readonly ExportColumn<Documento>[] = [
  { header: 'Documento', value: (d) => d.DOC_NOMBRE },
  { header: 'Descripción', value: (d) => d.DOC_DESCRIPCION },
  { header: 'Carpeta', value: (d) => d.CARD_NOMBRE },
  { header: 'Categoría', value: (d) => d.CATD_NOMBRE },
  { header: 'Tipo', value: (d) => d.TDO_NOMBRE },
  { header: 'Fecha de subida', value: (d) => d.DOC_FECHA_SUBIDA },
];
const ROW_HEIGHT = { cards: 190, list: 96 } as const;

/** The body of GetDocumentos for a filter and a sort, from row `desde`. */
function documentsRequest(filter: DocumentFilter, sort: DocumentSort, desde: number, maxRegistros: number) {
  return {
    idCarpeta: filter.folderId,
    idCategoria: filter.categoryId,
    idTipo: filter.typeId,
    texto: filter.text.trim() || null,
    orden: sort.by,
    direccion: sort.direction,
    desde,
    maxRegistros,
  };
}

/** Every document of a filter, page after page (the export of the list as shown). */
async function everyDocument(filter: DocumentFilter, sort: DocumentSort): Promise<Documento[]> {
  const rows: Documento[] = [];
  for (;;) {
    const page = await callApi('Documentos', 'GetDocumentos', documentsRequest(filter, sort, rows.length, DOCUMENTS_PAGE_MAX));
    rows.push(...page.valorRetorno);
    if (page.valorRetorno.length === 0 || rows.length >= page.total) return rows;
  }
}

/**
 * /documentos 'Documentos' (001 §2.8): folders first (with how many documents each holds), then the documents,
 * searched, filtered and sorted by the server and read a page at a time as the list is scrolled.
 */
export function DocumentsPage() {
  const downloadAttachment = useDownloadAttachment();
  const library = useApiQuery('Documentos', 'Carpetas', undefined, { staleTime: 300_000, select: (a) => a.valorRetorno });
  const config = useUserConfig();
  const { refresh } = useSession();
  const toggle = useApiMutation('Usuarios', 'AddOrDeleteFavorito', { invalidates: [], onSuccess: () => refresh() });
  const [filter, setFilter] = useState<DocumentFilter>(EMPTY_DOCUMENT_FILTER);
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT);
  const [view, setView] = useStoredView(VIEW_KEY, 'list');
  const [sharing, setSharing] = useState<Documento | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Typing stays responsive: the server is asked with the deferred text.
  const text = useDeferredValue(filter.text);
  const asked = useMemo(() => ({ ...filter, text }), [filter, text]);
  const batches = useApiBatches('Documentos', 'GetDocumentos', (desde: number) => documentsRequest(asked, sort, desde, DOCUMENTS_PAGE), {
    first: 0,
    next: (last, all) => {
      const loaded = all.reduce((n, a) => n + a.valorRetorno.length, 0);
      return last.valorRetorno.length === 0 || loaded >= last.total ? undefined : loaded;
    },
  });
  const shown = useMemo(() => batches.data?.pages.flatMap((p) => p.valorRetorno) ?? [], [batches.data]);
  const total = batches.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = batches;

  if (!library.data) return <Spinner size="lg" centered holdScreen label="Cargando los documentos" />;
  const lib = library.data;
  const folder = lib.CARPETAS.find((c) => c.CARD_ID === filter.folderId);
  const favouriteOf = (id: number) => config.favoritos.DocumentosFavoritos.find((f) => f.FAV_ID_ENTIDAD === id);
  const arrow = sort.direction === 'asc' ? '↑' : '↓';
  return (
    <Page>
      <Toolbar grow="sm" gap={3}>
        <SearchField
          label="Buscar documentos"
          placeholder="Nombre, descripción, tipo o categoría"
          value={filter.text}
          onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
          fullWidth
        />
        <Button variant={sort.by === 'name' ? 'primary' : 'secondary'} onClick={() => setSort((s) => nextDocumentSort(s, 'name'))}>
          {`Nombre ${sort.by === 'name' ? arrow : ''}`.trim()}
        </Button>
        <Button variant={sort.by === 'date' ? 'primary' : 'secondary'} onClick={() => setSort((s) => nextDocumentSort(s, 'date'))}>
          {`Fecha de subida ${sort.by === 'date' ? arrow : ''}`.trim()}
        </Button>
        <ViewToggle value={view} onChange={setView} />
        <ExportButtons
          request={async () => ({ rows: await everyDocument(asked, sort), columns: DOCUMENT_EXPORT_COLUMNS, fileName: 'documentos', sheet: 'Documentos' })}
        />
      </Toolbar>
      <ToggleChips
        label="Categorías"
        options={lib.CATEGORIAS.map((c) => ({ value: c.CATD_ID, label: c.CATD_NOMBRE }))}
        selected={filter.categoryId}
        onToggle={(id) => setFilter((f) => toggleCategory(f, id))}
      />
      <ToggleChips
        label="Tipos de archivo"
        options={lib.TIPOS.map((t) => ({ value: t.TDO_ID, label: t.TDO_NOMBRE }))}
        selected={filter.typeId}
        onToggle={(id) => setFilter((f) => toggleType(f, id))}
      />
      {folder ? (
        <Inline>
          <Text as="h3" size="lg">
            {`Carpeta: ${folder.CARD_NOMBRE}`}
          </Text>
          <Button variant="secondary" size="sm" onClick={() => setFilter((f) => clearFolder(f))}>
            Volver a las carpetas
          </Button>
        </Inline>
      ) : (
        <Tiles as="ul" minWidth={48} gap={3} aria-label="Carpetas">
          {lib.CARPETAS.map((c) => (
            <li key={c.CARD_ID}>
              <TileButton
                icon={<FolderIcon size={28} />}
                title={c.CARD_NOMBRE}
                detail={`${c.NUM_DOCUMENTOS} documentos`}
                onClick={() => setFilter((f) => selectFolder(f, c.CARD_ID))}
              />
            </li>
          ))}
        </Tiles>
      )}
      {status ? (
        <Notice tone="success" role="status">
          {status}
        </Notice>
      ) : null}
      <Text role="status" tone="muted">
        {batches.isPending ? 'Cargando los documentos…' : total === 1 ? '1 documento' : `${total} documentos`}
      </Text>
      <VirtualList
        key={view}
        items={shown}
        getKey={(d) => d.DOC_ID}
        label="Documentos"
        {...pageViewLayout(view, ROW_HEIGHT[view], 300)}
        gap={12}
        renderItem={(d) => {
          const favourite = favouriteOf(d.DOC_ID);
          return (
            <DocumentItem
              variant={view}
              item={{
                id: d.DOC_ID,
                name: d.DOC_NOMBRE,
                description: d.DOC_DESCRIPCION,
                date: d.DOC_FECHA_SUBIDA,
                type: d.TDO_NOMBRE,
                category: d.CATD_NOMBRE,
                folder: d.CARD_NOMBRE,
                extension: d.EXTENSION,
                favourite: Boolean(favourite),
              }}
              onDownload={() => downloadAttachment(d.DOC_ID_DOCUMENTO, 2)}
              onShare={() => setSharing(d)}
              favouriteBusy={toggle.isPending}
              onToggleFavourite={() => toggle.mutate({ FAV_ID: favourite?.FAV_ID ?? null, FAV_ID_ENTIDAD: d.DOC_ID, FAV_TIPO: 'D' })}
            />
          );
        }}
        empty={batches.isPending ? <Spinner label="Cargando los documentos" /> : <EmptyState title="No hay documentos con los filtros seleccionados" />}
        onEndReached={() => {
          if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
        }}
      />
      <LazyShareModal
        open={sharing !== null}
        onClose={() => setSharing(null)}
        title="Compartir documento"
        subject={sharing?.DOC_NOMBRE}
        contacts={shareContacts(config.contactos)}
        onSend={async (emails) => {
          if (!sharing) return;
          await share(emails, sharing.DOC_ID, 'D');
          setSharing(null);
          setStatus(NEWS_MESSAGES.sharedDocument);
        }}
      />
    </Page>
  );
}
