import type { Envio } from '@socios/api';
import { containsIgnoreCase } from '@socios/domain';
import { EyeIcon, IconButton, RecordCard, type ViewMode } from '@socios/ui';
import { useState } from 'react';
import { useApiQuery } from '../../../app/query/apiQuery';
import { countText, ItemCollection, ListTools, PromotionPage, RecordActions, usePagedList } from '../shared';
import { deliveryText, MailingDetail, mailingDate } from './MailingDetail';

/** A mailing's detail with the image its e-mail carried (Envios/GetImagen). */
function MailingView({ mailing, onClose }: { mailing: Envio; onClose: () => void }) {
  const image = useApiQuery('Envios', 'GetImagen', { ppcId: mailing.PPC_ID }, { errors: 'handled' });
  return <MailingDetail mailing={mailing} image={image.isPending ? undefined : (image.data ?? '')} onClose={onClose} />;
}

/**
 * 'Mis Envíos' (001 §2.18): the member's mailings, newest first, read-only — date, campaign, subject, e-mails sent of
 * recipients and state — searched by campaign name; the view button opens the mailing's detail.
 */
export function MailingsPage() {
  const mailings = usePagedList('Envios');
  // The server sends the newest first; the search narrows by campaign or subject without reordering.
  const [query, setQuery] = useState('');
  const shown = mailings.rows.filter((m) => containsIgnoreCase(m.CAM_NOMBRE, query.trim()) || containsIgnoreCase(m.PPC_ASUNTO, query.trim()));
  const [view, setView] = useState<ViewMode>('list');
  const [viewing, setViewing] = useState<Envio | null>(null);
  return (
    <PromotionPage title="Mis Envíos">
      <ListTools
        searchLabel="Buscar por campaña o asunto"
        onSearch={setQuery}
        view={view}
        onViewChange={setView}
        count={mailings.loading ? null : countText(shown.length, mailings.rows.length, 'envío', 'envíos')}
      />
      <ItemCollection
        items={shown}
        getKey={(m) => m.PPC_ID}
        view={view}
        label="Envíos"
        loading={mailings.loading}
        empty={mailings.rows.length === 0 ? 'Aún no ha enviado ninguna campaña' : undefined}
        renderItem={(m, layout) => (
          <RecordCard
            title={`${mailingDate(m.PPC_FECHA)} · ${m.CAM_NOMBRE}`}
            layout={layout}
            details={[m.PPC_ASUNTO, `Enviados: ${deliveryText(m)}`, m.PPC_ESTADO]}
            actions={
              <RecordActions name={m.CAM_NOMBRE}>
                <IconButton
                  size="sm"
                  label={`Ver el envío de ${m.CAM_NOMBRE} del ${mailingDate(m.PPC_FECHA)}`}
                  icon={<EyeIcon size={18} />}
                  onClick={() => setViewing(m)}
                />
              </RecordActions>
            }
          />
        )}
      />
      {viewing ? <MailingView mailing={viewing} onClose={() => setViewing(null)} /> : null}
    </PromotionPage>
  );
}
