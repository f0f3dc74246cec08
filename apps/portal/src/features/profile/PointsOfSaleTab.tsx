import type { PuntoVenta } from '@socios/api';
import { deleteConfirmation } from '@socios/domain';
import { Stack } from '@socios/ui';
import { useId } from 'react';
import { useMapTiles } from '../../app/mapTiles';
import { FormModal } from '../../app/FormModal';
import { useUserConfig } from '../../app/session/SessionProvider';
import { PointOfSaleForm, PointOfSaleList, type PointOfSaleValue } from './components';
import { useChangePointOfSale, usePointsOfSale } from './data';
import { DeleteConfirm, ListHeader, Loaded, useListEditing } from './tabParts';
import { PROFILE_TEXTS } from './texts';

/**
 * 'Puntos de venta' (001 §2.16, §6): the member's points of sale; account administrators add, edit (with the map pin)
 * and delete them after confirming, the others only read them.
 */
export function PointsOfSaleTab() {
  // Asked when the tab shows, so that the map of a form opened from it has its tiles (MAP_TILE_URL) to hand.
  const mapTiles = useMapTiles();
  const formId = useId();
  const { usuario } = useUserConfig();
  const admin = usuario.USR_ADMINISTRAR_CUENTAS;
  const points = usePointsOfSale();
  const change = useChangePointOfSale();
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useListEditing<PuntoVenta, Parameters<typeof change.mutateAsync>[0]>(
    change,
    'Puntos de venta',
  );

  const saveForm = (value: PointOfSaleValue) => {
    const point = editing?.record ?? null;
    return point
      ? save({ Accion: 1, SOCPV_ID: point.SOCPV_ID, ...value }, PROFILE_TEXTS.pointModified)
      : save({ Accion: 0, ...value }, PROFILE_TEXTS.pointAdded);
  };

  return (
    <Stack>
      <ListHeader
        count={points.data?.length}
        one="punto de venta"
        many="puntos de venta"
        addLabel={admin ? 'Nuevo punto de venta' : undefined}
        onAdd={() => setEditing({ record: null })}
      />
      <Loaded data={points.data} isError={points.isError} errorText="No se han podido cargar los puntos de venta." loadingLabel="Cargando los puntos de venta">
        {(data) => <PointOfSaleList points={data} editable={admin} onEdit={(point) => setEditing({ record: point })} onDelete={setDeleting} />}
      </Loaded>
      {editing ? (
        <FormModal
          title={editing.record ? `Editar ${editing.record.SOCPV_NOMBRE}` : 'Nuevo punto de venta'}
          formId={formId}
          busy={change.isPending}
          onClose={() => setEditing(null)}
        >
          <PointOfSaleForm id={formId} point={editing.record} onSubmit={saveForm} mapTiles={mapTiles ?? null} busy={change.isPending} />
        </FormModal>
      ) : null}
      <DeleteConfirm
        title="Borrar punto de venta"
        message={deleting ? deleteConfirmation(deleting.SOCPV_NOMBRE) : null}
        onConfirm={() => void confirmDelete((point) => ({ Accion: 2, SOCPV_ID: point.SOCPV_ID }), PROFILE_TEXTS.pointDeleted)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
