import type { Campana } from '@socios/api';
import { IconButton, SvgIcon } from '@socios/ui';
import { useState } from 'react';
import { useNotice } from '../../../app/notice/NoticeProvider';
import { useApiMutation, useApiQuery, useInvalidate } from '../../../app/query/apiQuery';
import { RecordListPage, useChange, usePagedList, useRecordChanges } from '../shared';
import { CampaignForm, type CampaignFormValue } from './CampaignForm';
import { apiSendCalls, CAMPAIGN_READS, designerSource, planSend, sendTest, startSend } from './data';
import { SendConfirmDialog } from './SendConfirmDialog';

/** The campaign dialog with its groups (CampanasGruposTaller: [] for a new campaign, [CAM_ID]) and its image. */
function CampaignDialog({ campaign, onSave, onClose }: { campaign: Campana | null; onSave: (v: CampaignFormValue) => Promise<boolean>; onClose: () => void }) {
  const groups = usePagedList('CampanasGruposTaller', campaign ? [campaign.CAM_ID] : []);
  const hasImage = campaign?.CAM_TIENE_IMAGEN ?? false;
  const image = useApiQuery('Campanas', 'GetImagen', { camId: campaign?.CAM_ID ?? 0 }, { enabled: hasImage, errors: 'handled' });
  const imageUrl = !hasImage ? '' : image.isPending ? undefined : (image.data ?? '');
  const [source] = useState(() => designerSource(campaign?.CAM_ID ?? null));
  return (
    <CampaignForm campaign={campaign} groups={groups.loading ? undefined : groups.rows} image={imageUrl} designer={source} onSave={onSave} onClose={onClose} />
  );
}

function SendIcon() {
  return (
    <SvgIcon>
      <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
    </SvgIcon>
  );
}

function CopyIcon() {
  return (
    <SvgIcon>
      <path d="M9 9h10v10H9zM5 15V5h10" />
    </SvgIcon>
  );
}

/** The card's details: title, dates and how many mailings it has had. */
function details(c: Campana): string[] {
  const dates = [c.CAM_FECHA_INICIO, c.CAM_FECHA_FIN].filter(Boolean).join(' – ');
  const sends = c.NUM_ENVIOS === 1 ? '1 envío' : `${c.NUM_ENVIOS} envíos`;
  return [c.CAM_TITULO ?? '', dates, c.CAM_SILENCIADA ? `${sends} · sin notificaciones` : sends].filter((d) => d !== '');
}

/**
 * 'Mis Campañas' (001 §2.18): the member's campaigns as a grid or a list, searched by name and filtered by letters;
 * a new campaign, and per campaign edit (tabs Datos, Imagen with the designer, Envío), send by e-mail, duplicate and
 * delete ('Desea borrar {name} ?'). After any change the list reloads; failures show the server's text.
 */
export function CampaignsPage() {
  const campaigns = usePagedList('Campanas');
  const [sending, setSending] = useState<number | null>(null);
  const change = useApiMutation('Campanas', 'ActualizarRegistro', { invalidates: CAMPAIGN_READS, errors: 'handled' });
  const run = useChange();
  const notify = useNotice();
  const invalidate = useInvalidate();
  // After a create the dialog closes, so its form, groups and design start empty the next time (001 §4).
  const records = useRecordChanges<Campana, CampaignFormValue>({
    save: (value, campaign) => {
      const { groupIds, design, ...fields } = value;
      const Grupos = groupIds === null ? undefined : groupIds.join(',');
      // The design and its image travel only when the designer was accepted; absent keeps the stored ones.
      const extra = design ? { CAM_IMAGEN: design.image } : {};
      const Items = design ? design.lines : undefined;
      return campaign
        ? change.mutateAsync({ Accion: 1, Reg: { ...fields, ...extra, CAM_ID: campaign.CAM_ID }, Grupos, Items })
        : change.mutateAsync({ Accion: 0, Reg: { ...fields, ...extra }, Grupos, Items });
    },
    remove: ({ CAM_ID }) => change.mutateAsync({ Accion: 2, Reg: { CAM_ID } }),
  });

  const duplicate = (c: Campana) => void run(() => change.mutateAsync({ Accion: 5, Reg: { CAM_ID: c.CAM_ID } }));

  // 'Enviar por correo' asks first, with the server's count; the send starts only from the question's 'Enviar'.
  const [confirming, setConfirming] = useState<{ campaign: Campana; grupos: string; workshops: number; addresses: number } | null>(null);
  const [confirmBusy, setConfirmBusy] = useState<'send' | 'test' | null>(null);
  const ask = async (c: Campana) => {
    setSending(c.CAM_ID);
    try {
      const plan = await planSend(c.CAM_ID, apiSendCalls);
      if (plan.ok) setConfirming({ campaign: c, grupos: plan.grupos, workshops: plan.workshops, addresses: plan.addresses });
      else notify({ title: plan.title, message: plan.message });
    } finally {
      setSending(null);
    }
  };
  /** Runs the question's 'Enviar' or 'Enviarme una prueba' and tells its outcome; the send closes the question. */
  const answer = async (kind: 'send' | 'test') => {
    if (!confirming) return;
    const camId = confirming.campaign.CAM_ID;
    setConfirmBusy(kind);
    try {
      const outcome = kind === 'send' ? await startSend(camId, confirming.grupos, apiSendCalls) : await sendTest(camId, apiSendCalls);
      if (kind === 'send') setConfirming(null);
      notify({ title: outcome.ok ? (kind === 'send' ? 'Envío' : 'Prueba') : outcome.title, message: outcome.message });
      if (outcome.ok && kind === 'send') await invalidate('Campanas', 'Envios');
    } finally {
      setConfirmBusy(null);
    }
  };

  return (
    <RecordListPage
      title="Mis Campañas"
      list={campaigns}
      records={records}
      nameOf={(c) => c.CAM_NOMBRE}
      getKey={(c) => c.CAM_ID}
      label="Campañas"
      noun={['campaña', 'campañas']}
      details={details}
      recordActions={(c) => (
        <>
          <IconButton size="sm" label={`Enviar por correo ${c.CAM_NOMBRE}`} icon={<SendIcon />} disabled={sending !== null} onClick={() => void ask(c)} />
          <IconButton size="sm" label={`Duplicar ${c.CAM_NOMBRE}`} icon={<CopyIcon />} onClick={() => duplicate(c)} />
        </>
      )}
      deleteTitle="Borrar campaña"
      busy={change.isPending}
    >
      {records.editing ? <CampaignDialog campaign={records.editing.record} onSave={records.save} onClose={records.closeEdit} /> : null}
      {confirming ? (
        <SendConfirmDialog
          name={confirming.campaign.CAM_NOMBRE}
          workshops={confirming.workshops}
          addresses={confirming.addresses}
          busy={confirmBusy}
          onSend={() => void answer('send')}
          onTest={() => void answer('test')}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </RecordListPage>
  );
}
