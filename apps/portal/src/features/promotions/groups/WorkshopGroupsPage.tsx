import type { GrupoTaller } from '@socios/api';
import { useApiMutation } from '../../../app/query/apiQuery';
import { RecordListPage, usePagedList, useRecordChanges } from '../shared';
import { WorkshopGroupForm, type WorkshopGroupValue } from './WorkshopGroupForm';

/** The lists a group change alters: the groups, and the workshops' and campaigns' group lists. */
const GROUP_READS = ['GruposTaller', 'TalleresGrupoTalleresSocio', 'TalleresSocioTalleresGrupo', 'CampanasGruposTaller'] as const;

/** The group dialog with its workshops list (TalleresSocioTalleresGrupo: [GRT_ID], or [null] for a new group). */
function GroupDialog({ group, onSave, onClose }: { group: GrupoTaller | null; onSave: (v: WorkshopGroupValue) => Promise<boolean>; onClose: () => void }) {
  const workshops = usePagedList('TalleresSocioTalleresGrupo', [group?.GRT_ID ?? null]);
  return <WorkshopGroupForm group={group} workshops={workshops.loading ? undefined : workshops.rows} onSave={onSave} onClose={onClose} />;
}

const workshopsText = (n: number) => (n === 1 ? '1 taller' : `${n} talleres`);

/**
 * 'Mis grupos de talleres' (001 §2.18): the member's workshop groups as a grid or a list, searched by name, filtered by
 * letters; a new group, and edit and delete (with confirmation) per group. Failures show the server's text.
 */
export function WorkshopGroupsPage() {
  const groups = usePagedList('GruposTaller');
  const change = useApiMutation('GruposTaller', 'ActualizarRegistro', { invalidates: GROUP_READS, errors: 'handled' });
  const records = useRecordChanges<GrupoTaller, WorkshopGroupValue>({
    save: ({ GRT_NOMBRE, workshopIds }, group) => {
      const ID_TALLER_LIST = workshopIds.join(',');
      return group
        ? change.mutateAsync({ Accion: 1, Reg: { GRT_ID: group.GRT_ID, GRT_NOMBRE }, ID_TALLER_LIST })
        : change.mutateAsync({ Accion: 0, Reg: { GRT_NOMBRE }, ID_TALLER_LIST });
    },
    remove: ({ GRT_ID }) => change.mutateAsync({ Accion: 2, Reg: { GRT_ID } }),
  });

  return (
    <RecordListPage
      title="Mis grupos de talleres"
      list={groups}
      records={records}
      nameOf={(g) => g.GRT_NOMBRE}
      getKey={(g) => g.GRT_ID}
      label="Grupos de talleres"
      noun={['grupo', 'grupos']}
      details={(g) => [workshopsText(g.NUM_TALLERES)]}
      minCardWidth={240}
      deleteTitle="Borrar grupo"
      busy={change.isPending}
    >
      {records.editing ? <GroupDialog group={records.editing.record} onSave={records.save} onClose={records.closeEdit} /> : null}
    </RecordListPage>
  );
}
