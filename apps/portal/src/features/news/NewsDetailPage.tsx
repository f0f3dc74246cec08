import { ApiError } from '@socios/api';
import { NEWS_MESSAGES } from '@socios/domain';
import {
  BackLink,
  Badge,
  Button,
  Card,
  DownloadIcon,
  EmptyState,
  FavouriteButton,
  Inline,
  MediaFrame,
  NewsIcon,
  Notice,
  Page,
  Prose,
  ShareModal,
  Spinner,
  TagIcon,
  Text,
} from '@socios/ui';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '../../app/RouterLink';
import { useApiMutation, useApiQuery, useInvalidate } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { attachmentUrl, useDownloadAttachment, NEWS_TYPE_NAMES, share, shareContacts } from './data';

/** /noticias/{id}: the whole item, its attachments, categories, favourite and share buttons (spec 000 §2). */
export function NewsDetailPage() {
  const downloadAttachment = useDownloadAttachment();
  const id = Number(useParams().idNoticia);
  const config = useUserConfig();
  const { refresh } = useSession();
  const invalidate = useInvalidate();
  const [sharing, setSharing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // A missing item is said on the page itself.
  const item = useApiQuery(
    'Noticias',
    'GetNoticia',
    { idNoticia: id },
    { enabled: Number.isInteger(id) && id > 0, select: (a) => a.valorRetorno, errors: 'handled' },
  );
  // Reading the item marks it read: the lists and the unread panel change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item loaded
  useEffect(() => {
    if (item.data) void invalidate('Noticias');
  }, [item.data?.ID]);

  const favourite = config.favoritos.NoticiasFavoritas.find((f) => f.FAV_ID_ENTIDAD === id);
  const toggle = useApiMutation('Usuarios', 'AddOrDeleteFavorito', { invalidates: [], onSuccess: () => refresh() });
  const body = useMemo(() => (item.data ? DOMPurify.sanitize(item.data.TEXTO) : ''), [item.data]);

  const back = (
    <BackLink href="/noticias" linkComponent={RouterLink}>
      Volver a noticias
    </BackLink>
  );
  if (item.isPending && Number.isInteger(id)) return <Spinner size="lg" centered holdScreen label="Cargando la noticia" />;
  const n = item.data;
  if (!n) {
    const missing = !(item.error instanceof ApiError) || item.error.status === 404;
    return (
      <Page>
        {back}
        <EmptyState title={missing ? 'No se ha encontrado la noticia' : (item.error?.message ?? '')} />
      </Page>
    );
  }
  return (
    <Page>
      {back}
      <Page as="article" width="prose" aria-labelledby="titulo-noticia">
        <Text as="div" size="sm" tone="muted">
          <Inline as="p" gap={4} rowGap={1}>
            <span>Tipo: {NEWS_TYPE_NAMES[n.TIPO] ?? 'General'}</span>
            <span>Fecha: {n.FECHA}</span>
            <span>Fecha de publicación: {n.FECHA_PUBLICACION}</span>
          </Inline>
        </Text>
        <Text as="h2" id="titulo-noticia" size="xxl" leading="tight">
          {n.TITULO}
        </Text>
        <Inline>
          <FavouriteButton
            isFavourite={Boolean(favourite)}
            loading={toggle.isPending}
            onToggle={() => toggle.mutate({ FAV_ID: favourite?.FAV_ID ?? null, FAV_ID_ENTIDAD: id, FAV_TIPO: 'N' })}
          />
          <Button variant="secondary" onClick={() => setSharing(true)}>
            Compartir
          </Button>
        </Inline>
        {status ? (
          <Notice tone="success" role="status">
            {status}
          </Notice>
        ) : null}
        <MediaFrame
          variant="banner"
          src={n.ID_IMG === null ? null : attachmentUrl(n.ID_IMG)}
          alt={`Imagen de la noticia: ${n.TITULO}`}
          fallback={
            <>
              <NewsIcon size={32} /> <span>Imagen no disponible</span>
            </>
          }
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save and by DOMPurify here */}
        <Prose dangerouslySetInnerHTML={{ __html: body }} />
        {n.DOCUMENTOS.length ? (
          <Card title="Documentos adjuntos" headingLevel={3} padding="sm">
            <Inline as="ul" align="stretch">
              {n.DOCUMENTOS.map((d) => (
                <li key={d.NOTDOC_ID_DOCUMENTO}>
                  <Button
                    variant="secondary"
                    size="sm"
                    startIcon={<DownloadIcon size={16} />}
                    onClick={() => downloadAttachment(d.NOTDOC_ID_DOCUMENTO, 1)}
                    aria-label={`Descargar ${d.NOTDOC_DESCRIPCION} (${d.EXTENSION.toUpperCase()}, ${d.SIZE} KB)`}
                  >
                    {d.NOTDOC_DESCRIPCION}.{d.EXTENSION}
                  </Button>
                </li>
              ))}
            </Inline>
          </Card>
        ) : null}
        {n.CATEGORIAS.length ? (
          <section aria-label="Categorías">
            <Inline as="ul" align="stretch">
              {n.CATEGORIAS.map((c) => (
                <li key={c.ID_CATEGORIA}>
                  <Badge size="md" icon={<TagIcon size={12} />}>
                    {c.CNOT_DESCRIPCION}
                  </Badge>
                </li>
              ))}
            </Inline>
          </section>
        ) : null}
      </Page>
      <ShareModal
        open={sharing}
        onClose={() => setSharing(false)}
        title="Compartir noticia"
        subject={n.TITULO}
        contacts={shareContacts(config.contactos)}
        onSend={async (emails) => {
          await share(emails, n.ID, 'N');
          setSharing(false);
          setStatus(NEWS_MESSAGES.sharedNews);
        }}
      />
    </Page>
  );
}
