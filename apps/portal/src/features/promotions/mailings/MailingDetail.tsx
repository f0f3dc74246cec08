import { type Envio, MAILING_IMAGE_CID } from '@socios/api';
import { Button, Facts, Modal, ScrollBox, Stack, Text } from '@socios/ui';
import { formatGroupDateTime } from '@socios/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Props of MailingDetail. */
export interface MailingDetailProps {
  /** The mailing shown. */
  mailing: Envio;
  /** The image the e-mail carried inline (Envios/GetImagen's data URL); '' when it had none, undefined while loading. */
  image?: string;
  /** 'Aceptar', Escape or the close button. */
  onClose: () => void;
}

/** Where the stored e-mail shows its inline image: an img whose src is the Content-ID. */
const INLINE_IMAGE = new RegExp(`<img\\b[^>]*\\bsrc="cid:${MAILING_IMAGE_CID.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'gi');

/**
 * The stored e-mail as the workshops saw it: its inline image (by Content-ID, which only the e-mail carries) shown
 * from the data URL; without one (none, or still loading) the image's place is left out rather than shown broken.
 */
export function mailingHtml(content: string, image: string | undefined): string {
  return content.replace(INLINE_IMAGE, (tag) => (image ? tag.replace(`cid:${MAILING_IMAGE_CID}`, image) : ''));
}

/** A mailing's date in the group's time zone: 'DD/MM/YYYY HH:MM' (the domain's one rule for every instant). */
export function mailingDate(text: string): string {
  return formatGroupDateTime(text);
}

/** 'sent of recipients' as shown in the list and the detail. */
export function deliveryText(m: Pick<Envio, 'PPC_ENVIADOS' | 'PPC_DESTINATARIOS'>): string {
  return `${m.PPC_ENVIADOS} de ${m.PPC_DESTINATARIOS}`;
}

/**
 * A mailing, read-only (001 §2.18 Mis Envíos, §3 Mailing): when and from whom, the subject, the campaign's name,
 * title and subtitle as they were when sent, how many e-mails went out and its state, and the e-mail's content
 * (HTML from the server, sanitised again here) with the designed image it carried.
 */
export function MailingDetail({ mailing: m, image, onClose }: MailingDetailProps) {
  const content = useMemo(() => DOMPurify.sanitize(mailingHtml(m.PPC_CONTENIDO, image)), [m.PPC_CONTENIDO, image]);
  return (
    <Modal
      open
      onClose={onClose}
      title={`Envío: ${m.PPC_ASUNTO}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Aceptar
        </Button>
      }
    >
      <Stack gap={4}>
        <Facts density="comfortable" stackOnMobile>
          <dt>Fecha</dt>
          <dd>{mailingDate(m.PPC_FECHA)}</dd>
          <dt>Remitente</dt>
          <dd>{m.PPC_REMITENTE}</dd>
          <dt>Asunto</dt>
          <dd>{m.PPC_ASUNTO}</dd>
          <dt>Campaña</dt>
          <dd>{m.CAM_NOMBRE}</dd>
          <dt>Título</dt>
          <dd>{m.CAM_TITULO ?? '—'}</dd>
          <dt>Subtítulo</dt>
          <dd>{m.CAM_SUBTITULO ?? '—'}</dd>
          <dt>Enviados</dt>
          <dd>{deliveryText(m)}</dd>
          <dt>Estado</dt>
          <dd>{m.PPC_ESTADO}</dd>
        </Facts>
        <Stack gap={2}>
          <Text as="h3" size="md">
            Contenido
          </Text>
          {content.trim() ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's HTML, sanitised by DOMPurify above
            <ScrollBox height="media" sunken aria-label="Contenido del envío" role="document" dangerouslySetInnerHTML={{ __html: content }} />
          ) : (
            <Text tone="muted">El envío no tiene contenido.</Text>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
