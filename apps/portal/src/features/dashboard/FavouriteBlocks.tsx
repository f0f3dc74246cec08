import { NEWS_MESSAGES } from '@socios/domain';
import { Card, DownloadIcon, EmptyState, IconButton, LazyShareModal, ShareIcon, StarIcon, Tag, TagList, TrashIcon } from '@socios/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Permission } from '@socios/api';
import { PERMISSION_LABELS } from '../../app/features';
import { useApiMutation } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { useDownloadAttachment, share, shareContacts } from '../news/data';

const StyledList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Direct items only: the brand chips are list items too and take neither the padding nor the dividers. */
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 3)};
    padding: ${({ theme }) => theme.spacing(2, 0)};
  }
  & > li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

const StyledMain = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing(0.5)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledStatus = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.success};
`;

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
        <StyledList>
          {news.map((n) => (
            <li key={n.FAV_ID}>
              <StyledMain>
                <Link to={`/noticias/${n.FAV_ID_ENTIDAD}`}>{n.NOT_TITULO}</Link>
                <small>Publicada el {n.NOT_FECHA_PUBLICACION}</small>
              </StyledMain>
            </li>
          ))}
        </StyledList>
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
        <StyledList>
          {suppliers.map((p) => (
            <li key={p.FAV_ID}>
              <StyledMain>
                <Link to={`/proveedores/${p.FAV_ID_ENTIDAD}`}>{p.PRV_RAZON_SOCIAL}</Link>
                <TagList aria-label={`Marcas de ${p.PRV_RAZON_SOCIAL}`}>
                  {p.MARCAS.map((m) => (
                    <Tag key={m.PRVMAR_ID_MARCA} tone="primary">
                      <Link to={`/proveedores/${p.FAV_ID_ENTIDAD}/detalleMarca/${m.PRVMAR_ID_MARCA}`}>{m.MAR_NOMBRE}</Link>
                    </Tag>
                  ))}
                </TagList>
              </StyledMain>
            </li>
          ))}
        </StyledList>
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
      {status ? <StyledStatus role="status">{status}</StyledStatus> : null}
      {docs.length === 0 ? (
        <Empty title="Aún no tienes documentos favoritos" where="Documentos" permission="Documentos" />
      ) : (
        <StyledList>
          {docs.map((d) => (
            <li key={d.FAV_ID}>
              <StyledMain>
                <span>{d.DOC_NOMBRE}</span>
                <small>{d.TDO_NOMBRE}</small>
              </StyledMain>
              <IconButton label={`Descargar ${d.DOC_NOMBRE}`} icon={<DownloadIcon />} size="sm" onClick={() => downloadAttachment(d.DOC_ID_DOCUMENTO, 2)} />
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
            </li>
          ))}
        </StyledList>
      )}
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
