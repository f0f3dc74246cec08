import type { PuntoVenta } from '@socios/api';
import { deleteConfirmation } from '@socios/domain';
import { Button, ConfirmDialog, Inline, Modal, PlusIcon, Spinner, Stack, Text } from '@socios/ui';
import { useId, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { useUserConfig } from '../../app/session/SessionProvider';
import { PointOfSaleForm, PointOfSaleList, type PointOfSaleValue } from './components';
import { failureText, useChangePointOfSale, usePointsOfSale } from './data';
import { MAP_TILES } from './mapTiles';
import { PROFILE_TEXTS } from './texts';

type Editing = { point: PuntoVenta | null } | null;

/**
 * 'Puntos de venta' (001 §2.16, §6): the member's points of sale; account administrators add, edit (with the map pin)
 * and delete them after confirming, the others only read them.
 */
export function PointsOfSaleTab() {
  const formId = useId();
  const { usuario } = useUserConfig();
  const admin = usuario.USR_ADMINISTRAR_CUENTAS;
  const points = usePointsOfSale();
  const change = useChangePointOfSale();
  const notify = useNotice();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PuntoVenta | null>(null);

  /** Sends a change; true when the server took it (a refusal is shown in the Error dialog). */
  const send = async (body: Parameters<typeof change.mutateAsync>[0]): Promise<boolean> => {
    try {
      const answer = await change.mutateAsync(body);
      if (!answer.ok) {
        notify({ title: PROFILE_TEXTS.errorTitle, message: answer.mensajeError ?? '' });
        return false;
      }
      return true;
    } catch (err) {
      notify({ title: PROFILE_TEXTS.errorTitle, message: failureText(err) });
      return false;
    }
  };

  const save = async (value: PointOfSaleValue) => {
    const point = editing?.point ?? null;
    const ok = point ? await send({ Accion: 1, SOCPV_ID: point.SOCPV_ID, ...value }) : await send({ Accion: 0, ...value });
    if (!ok) return;
    // The form closes before the success is told: one dialog at a time.
    setEditing(null);
    notify({ title: 'Puntos de venta', message: point ? PROFILE_TEXTS.pointModified : PROFILE_TEXTS.pointAdded });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // The confirmation closes at once; the outcome is told in its own dialog.
    setDeleting(null);
    if (await send({ Accion: 2, SOCPV_ID: deleting.SOCPV_ID })) notify({ title: 'Puntos de venta', message: PROFILE_TEXTS.pointDeleted });
  };

  return (
    <Stack>
      <Inline justify="between">
        <Text size="sm" tone="muted" aria-live="polite">
          {points.data ? (points.data.length === 1 ? '1 punto de venta' : `${points.data.length} puntos de venta`) : ''}
        </Text>
        {admin ? (
          <Button startIcon={<PlusIcon size={16} />} onClick={() => setEditing({ point: null })}>
            Nuevo punto de venta
          </Button>
        ) : null}
      </Inline>
      {points.data ? (
        <PointOfSaleList points={points.data} editable={admin} onEdit={(point) => setEditing({ point })} onDelete={setDeleting} />
      ) : points.isError ? (
        <Text tone="danger">No se han podido cargar los puntos de venta.</Text>
      ) : (
        <Spinner label="Cargando los puntos de venta" />
      )}
      {editing ? (
        <Modal
          open
          onClose={() => setEditing(null)}
          title={editing.point ? `Editar ${editing.point.SOCPV_NOMBRE}` : 'Nuevo punto de venta'}
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
              <Button type="submit" form={formId} loading={change.isPending}>
                Aceptar
              </Button>
            </>
          }
        >
          <PointOfSaleForm id={formId} point={editing.point} onSubmit={save} mapTiles={MAP_TILES} busy={change.isPending} />
        </Modal>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Borrar punto de venta"
        message={deleting ? deleteConfirmation(deleting.SOCPV_NOMBRE) : ''}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
