import { NEWS_MESSAGES } from '@socios/domain';
import {
  Card,
  DownloadIcon,
  EmptyState,
  IconButton,
  LazyShareModal,
  LineList,
  LineListItem,
  ShareIcon,
  Stack,
  StarIcon,
  Tag,
  TagList,
  Text,
  TrashIcon,
} from '@socios/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Permission } from '@socios/api';
import { PERMISSION_LABELS } from '../../app/features';
import { useApiMutation } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { useDownloadAttachment, share, shareContacts } from '../news/data';

/**
 * An empty favourites block: where to add them from, or, when the user cannot open that section, which permission it
 * needs (never an invitation to a section the user cannot open).
 */
function Empty({ title, where, them = 'los', permission }: { title: string; where: string; them?: 'los' | 'las'; permission?: Permission }) {
  const { Permisos } = useUserConfig();
  const description =
    permission && !Permisos[permission]
      ? `Para añadir${them} necesitas el permiso «${PERMISSION_LABELS[permission]}»; pídeselo al administrador de cuentas de tu empresa.`
      : `Añáde${them} desde ${where} con «Añadir a favoritos».`;
  return <EmptyState compact icon={<StarIcon size={24} />} title={title} description={description} />;
}

/** Favourite news, each linking to its detail. */
export function FavouriteNewsBlock() {
  const { favoritos } = useUserConfig();
  const news = favoritos.NoticiasFavoritas;
  return (
    <Card title="Noticias favoritas">
      {news.length === 0 ? (
        <Empty title="Aún no tienes noticias favoritas" where="Noticias" them="las" permission="Noticias" />
      ) : (
        <LineList>
          {news.map((n) => (
            <LineListItem
              key={n.FAV_ID}
              title={<Link to={`/noticias/${n.FAV_ID_ENTIDAD}`}>{n.NOT_TITULO}</Link>}
              detail={`Publicada el ${n.NOT_FECHA_PUBLICACION}`}
            />
          ))}
        </LineList>
      )}
    </Card>
  );
}

/** Favourite suppliers with their brand tags (links to the brand detail). */
export function FavouriteSuppliersBlock() {
  const { favoritos } = useUserConfig();
  const suppliers = favoritos.ProveedoresFavoritos;
  return (
    <Card title="Proveedores favoritos">
      {suppliers.length === 0 ? (
        <Empty title="Aún no tienes proveedores favoritos" where="Proveedores" />
      ) : (
        <LineList>
          {suppliers.map((p) => (
            <LineListItem
              key={p.FAV_ID}
              title={<Link to={`/proveedores/${p.FAV_ID_ENTIDAD}`}>{p.PRV_RAZON_SOCIAL}</Link>}
              detail={
                <TagList aria-label={`Marcas de ${p.PRV_RAZON_SOCIAL}`}>
                  {p.MARCAS.map((m) => (
                    <Tag key={m.PRVMAR_ID_MARCA} tone="primary">
                      <Link to={`/proveedores/${p.FAV_ID_ENTIDAD}/detalleMarca/${m.PRVMAR_ID_MARCA}`}>{m.MAR_NOMBRE}</Link>
                    </Tag>
                  ))}
                </TagList>
              }
            />
          ))}
        </LineList>
      )}
    </Card>
  );
}

/** Favourite documents: download, share and remove (the removal sends FAV_ID_ENTIDAD null). */
export function FavouriteDocumentsBlock() {
  const downloadAttachment = useDownloadAttachment();
  const config = useUserConfig();
  const { refresh } = useSession();
  const [sharing, setSharing] = useState<{ id: number; name: string } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const remove = useApiMutation('Usuarios', 'AddOrDeleteFavorito', { invalidates: [], onSuccess: () => refresh() });
  const docs = config.favoritos.DocumentosFavoritos;
  return (
    <Card title="Documentos favoritos">
      <Stack gap={2}>
        {status ? (
          <Text role="status" tone="success">
            {status}
          </Text>
        ) : null}
        {docs.length === 0 ? (
          <Empty title="Aún no tienes documentos favoritos" where="Documentos" permission="Documentos" />
        ) : (
          <LineList>
            {docs.map((d) => (
              <LineListItem
                key={d.FAV_ID}
                title={<span>{d.DOC_NOMBRE}</span>}
                detail={d.TDO_NOMBRE}
                actions={
                  <>
                    <IconButton
                      label={`Descargar ${d.DOC_NOMBRE}`}
                      icon={<DownloadIcon />}
                      size="sm"
                      onClick={() => downloadAttachment(d.DOC_ID_DOCUMENTO, 2)}
                    />
                    <IconButton
                      label={`Compartir ${d.DOC_NOMBRE}`}
                      icon={<ShareIcon />}
                      size="sm"
                      onClick={() => setSharing({ id: d.FAV_ID_ENTIDAD, name: d.DOC_NOMBRE })}
                    />
                    <IconButton
                      label={`Quitar ${d.DOC_NOMBRE} de favoritos`}
                      icon={<TrashIcon />}
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ FAV_ID: d.FAV_ID, FAV_ID_ENTIDAD: null, FAV_TIPO: 'D' })}
                    />
                  </>
                }
              />
            ))}
          </LineList>
        )}
      </Stack>
      <LazyShareModal
        open={sharing !== null}
        onClose={() => setSharing(null)}
        title="Compartir documento"
        subject={sharing?.name}
        contacts={shareContacts(config.contactos)}
        onSend={async (emails) => {
          if (!sharing) return;
          await share(emails, sharing.id, 'D');
          setSharing(null);
          setStatus(NEWS_MESSAGES.sharedDocument);
        }}
      />
    </Card>
  );
}
