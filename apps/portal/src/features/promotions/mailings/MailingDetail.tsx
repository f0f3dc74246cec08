import type { Envio } from '@socios/api';
import { Button, Facts, Modal, Stack, Text } from '@socios/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/** Props of MailingDetail. */
export interface MailingDetailProps {
  /** The mailing shown. */
  mailing: Envio;
  /** 'Aceptar', Escape or the close button. */
  onClose: () => void;
}

const DATE_TIME = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
});

/** A mailing's date as 'dd/mm/aaaa, hh:mm' (Madrid time) when it is an ISO instant; otherwise as the server wrote it. */
export function mailingDate(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return text;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? text : DATE_TIME.format(instant);
}

/** 'sent of recipients' as shown in the list and the detail. */
export function deliveryText(m: Pick<Envio, 'PPC_ENVIADOS' | 'PPC_DESTINATARIOS'>): string {
  return `${m.PPC_ENVIADOS} de ${m.PPC_DESTINATARIOS}`;
}

const StyledContent = styled.div`
  max-height: ${({ theme }) => theme.size.media};
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * A mailing, read-only (001 §2.18 Mis Envíos, §3 Mailing): when and from whom, the subject, the campaign's name,
 * title and subtitle as they were when sent, how many e-mails went out and its state, and the e-mail's content
 * (HTML from the server, sanitised again here).
 */
export function MailingDetail({ mailing: m, onClose }: MailingDetailProps) {
  const content = useMemo(() => DOMPurify.sanitize(m.PPC_CONTENIDO), [m.PPC_CONTENIDO]);
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
          <StyledHeading>Contenido</StyledHeading>
          {content.trim() ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's HTML, sanitised by DOMPurify above
            <StyledContent aria-label="Contenido del envío" role="document" dangerouslySetInnerHTML={{ __html: content }} />
          ) : (
            <Text tone="muted">El envío no tiene contenido.</Text>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
