import type { Campana } from '@socios/api';
import { ConfirmDialog, IconButton, SvgIcon, type ViewMode } from '@socios/ui';
import { useState } from 'react';
import { useNotice } from '../../../app/notice/NoticeProvider';
import { useApiMutation, useApiQuery, useInvalidate } from '../../../app/query/apiQuery';
import {
  countText,
  ItemCard,
  ItemCollection,
  ListTools,
  PromotionPage,
  RecordActions,
  useChange,
  useNameFilter,
  usePagedList,
} from '../shared';
import { CampaignForm, type CampaignFormValue } from './CampaignForm';
import { apiSendCalls, CAMPAIGN_READS, designerSource, sendCampaign } from './data';

/** The spec's delete question for a campaign (001 §8). */
export const campaignDeleteQuestion = (name: string) => `Desea borrar ${name} ?`;

/** The dialog open: a new campaign (null) or the campaign edited. */
type Editing = { campaign: Campana | null } | null;

/** The campaign dialog with its groups (CampanasGruposTaller: [] for a new campaign, [CAM_ID]) and its image. */
function CampaignDialog({ campaign, onSave, onClose }: { campaign: Campana | null; onSave: (v: CampaignFormValue) => Promise<boolean>; onClose: () => void }) {
  const groups = usePagedList('CampanasGruposTaller', campaign ? [campaign.CAM_ID] : []);
  const hasImage = campaign?.CAM_TIENE_IMAGEN ?? false;
  const image = useApiQuery('Campanas', 'GetImagen', { camId: campaign?.CAM_ID ?? 0 }, { enabled: hasImage, errors: 'handled' });
  const imageUrl = !hasImage ? '' : image.isPending ? undefined : (image.data ?? '');
  const [source] = useState(() => designerSource(campaign?.CAM_ID ?? null));
  return (
    <CampaignForm
      campaign={campaign}
      groups={groups.loading ? undefined : groups.rows}
      image={imageUrl}
      designer={source}
      onSave={onSave}
      onClose={onClose}
    />
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
  const filter = useNameFilter(campaigns.rows, (c) => c.CAM_NOMBRE);
  const [view, setView] = useState<ViewMode>('cards');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Campana | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const change = useApiMutation('Campanas', 'ActualizarRegistro', { invalidates: CAMPAIGN_READS, errors: 'handled' });
  const run = useChange();
  const notify = useNotice();
  const invalidate = useInvalidate();

  const onSave = async (value: CampaignFormValue) => {
    const campaign = editing?.campaign ?? null;
    const { groupIds, design, ...fields } = value;
    const Grupos = groupIds === null ? undefined : groupIds.join(',');
    // The design and its image travel only when the designer was accepted; absent keeps the stored ones.
    const extra = design ? { CAM_IMAGEN: design.image } : {};
    const Items = design ? design.lines : undefined;
    const ok = await run(() =>
      campaign
        ? change.mutateAsync({ Accion: 1, Reg: { ...fields, ...extra, CAM_ID: campaign.CAM_ID }, Grupos, Items })
        : change.mutateAsync({ Accion: 0, Reg: { ...fields, ...extra }, Grupos, Items }),
    );
    // After a create the dialog closes, so its form, groups and design start empty the next time (001 §4).
    if (ok) setEditing(null);
    return ok;
  };

  const duplicate = (c: Campana) => void run(() => change.mutateAsync({ Accion: 5, Reg: { CAM_ID: c.CAM_ID } }));

  const send = async (c: Campana) => {
    setSending(c.CAM_ID);
    try {
      const outcome = await sendCampaign(c.CAM_ID, apiSendCalls);
      if (outcome.ok) {
        notify({ title: 'Envío', message: outcome.message });
        await invalidate('Campanas', 'Envios');
      } else {
        notify({ title: outcome.title, message: outcome.message });
      }
    } finally {
      setSending(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const CAM_ID = deleting.CAM_ID;
    if (await run(() => change.mutateAsync({ Accion: 2, Reg: { CAM_ID } }))) setDeleting(null);
  };

  return (
    <PromotionPage title="Mis Campañas">
      <ListTools
        onSearch={filter.setQuery}
        view={view}
        onViewChange={setView}
        letters={filter.letters}
        onLettersChange={filter.setLetters}
        onNew={() => setEditing({ campaign: null })}
        count={campaigns.loading ? null : countText(filter.shown.length, campaigns.rows.length, 'campaña', 'campañas')}
      />
      <ItemCollection
        items={filter.shown}
        getKey={(c) => c.CAM_ID}
        view={view}
        label="Campañas"
        loading={campaigns.loading}
        renderItem={(c, layout) => (
          <ItemCard
            title={c.CAM_NOMBRE}
            layout={layout}
            details={details(c)}
            actions={
              <RecordActions name={c.CAM_NOMBRE} onEdit={() => setEditing({ campaign: c })} onDelete={() => setDeleting(c)}>
                <IconButton
                  size="sm"
                  label={`Enviar por correo ${c.CAM_NOMBRE}`}
                  icon={<SendIcon />}
                  disabled={sending !== null}
                  onClick={() => void send(c)}
                />
                <IconButton size="sm" label={`Duplicar ${c.CAM_NOMBRE}`} icon={<CopyIcon />} onClick={() => duplicate(c)} />
              </RecordActions>
            }
          />
        )}
      />
      {editing ? <CampaignDialog campaign={editing.campaign} onSave={onSave} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Borrar campaña"
        message={deleting ? campaignDeleteQuestion(deleting.CAM_NOMBRE) : ''}
        confirmLabel="Aceptar"
        cancelLabel="Cancelar"
        destructive
        loading={change.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PromotionPage>
  );
}
