import type { DocumentoProveedor } from '@socios/api';
import { NEWS_MESSAGES } from '@socios/domain';
import {
  Card,
  DocumentIcon,
  DownloadIcon,
  EmptyState,
  FavouriteButton,
  IconButton,
  Inline,
  LazyShareModal,
  Notice,
  ShareIcon,
  Spinner,
  Text,
  Tiles,
} from '@socios/ui';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { useDownloadAttachment, share, shareContacts } from '../news/data';
import { useSupplier } from './supplierContext';

/** /proveedores/{provId}/documentos: file cards with download, 'Compartir' by e-mail and favourites (kind D). */
export function DocumentsTab() {
  const downloadAttachment = useDownloadAttachment();
  const supplier = useSupplier();
  const config = useUserConfig();
  const { refresh } = useSession();
  const documents = useApiQuery('Proveedores', 'GetProveedorDocumento', { PRVDOC_ID_PRV: supplier.PRV_ID }, { staleTime: 300_000 });
  const toggle = useApiMutation('Usuarios', 'AddOrDeleteFavorito', { invalidates: [], onSuccess: () => refresh() });
  const [sharing, setSharing] = useState<DocumentoProveedor | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  if (!documents.data) return <Spinner centered holdScreen label="Cargando los documentos" />;
  if (!documents.data.ok || !documents.data.valorRetorno.length) {
    return <EmptyState title={documents.data.mensajeError ?? 'Sin documentos adjuntos'} />;
  }
  return (
    <>
      {status ? (
        <Notice tone="success" role="status">
          {status}
        </Notice>
      ) : null}
      <Tiles as="ul" minWidth={68} aria-label={`Documentos de ${supplier.PRV_NOMBRE}`}>
        {documents.data.valorRetorno.map((d) => {
          const favourite = d.DOC_ID === null ? undefined : config.favoritos.DocumentosFavoritos.find((f) => f.FAV_ID_ENTIDAD === d.DOC_ID);
          return (
            <li key={d.PRVDOC_ID}>
              <Card title={d.PRVDOC_NOMBRE}>
                <Inline gap={3} align="start" wrap={false}>
                  <Text as="span" tone="primary">
                    <DocumentIcon size={28} />
                  </Text>
                  <div>
                    <Text>{d.PRVDOC_DESCRIPCION}</Text>
                    <Text tone="muted" size="sm">
                      {`${d.EXTENSION.toUpperCase()} · ${d.PRVDOC_TIPO === 'D' ? 'Documento del grupo' : 'Documento del proveedor'}`}
                    </Text>
                  </div>
                </Inline>
                <Inline>
                  <IconButton
                    label={`Descargar ${d.PRVDOC_NOMBRE}`}
                    icon={<DownloadIcon />}
                    onClick={() => downloadAttachment(d.PRVDOC_ID_DOCUMENTO, d.PRVDOC_TIPO === 'D' ? 2 : 1)}
                  />
                  <IconButton label={`Compartir ${d.PRVDOC_NOMBRE}`} icon={<ShareIcon />} onClick={() => setSharing(d)} />
                  {d.DOC_ID !== null ? (
                    <FavouriteButton
                      isFavourite={Boolean(favourite)}
                      loading={toggle.isPending}
                      onToggle={() => toggle.mutate({ FAV_ID: favourite?.FAV_ID ?? null, FAV_ID_ENTIDAD: d.DOC_ID, FAV_TIPO: 'D' })}
                    />
                  ) : null}
                </Inline>
              </Card>
            </li>
          );
        })}
      </Tiles>
      <LazyShareModal
        open={sharing !== null}
        onClose={() => setSharing(null)}
        title="Compartir documento"
        subject={sharing?.PRVDOC_NOMBRE}
        contacts={shareContacts(config.contactos)}
        onSend={async (emails) => {
          if (!sharing) return;
          // A library document travels as itself (D); the supplier's own file by its PRVDOC_ID (DP).
          if (sharing.DOC_ID !== null) await share(emails, sharing.DOC_ID, 'D');
          else await share(emails, sharing.PRVDOC_ID, 'DP');
          setSharing(null);
          setStatus(NEWS_MESSAGES.sharedDocument);
        }}
      />
    </>
  );
}
