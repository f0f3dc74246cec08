import type { GrupoTaller } from '@socios/api';
import { deleteConfirmation } from '@socios/domain';
import { ConfirmDialog, type ViewMode } from '@socios/ui';
import { useState } from 'react';
import { useApiMutation } from '../../../app/query/apiQuery';
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
import { WorkshopGroupForm, type WorkshopGroupValue } from './WorkshopGroupForm';

/** The lists a group change alters: the groups, and the workshops' and campaigns' group lists. */
const GROUP_READS = ['GruposTaller', 'TalleresGrupoTalleresSocio', 'TalleresSocioTalleresGrupo', 'CampanasGruposTaller'] as const;

/** The dialog open: a new group (null) or the group edited. */
type Editing = { group: GrupoTaller | null } | null;

/** The group dialog with its workshops list (TalleresSocioTalleresGrupo: [GRT_ID], or [null] for a new group). */
function GroupDialog({ group, onSave, onClose }: { group: GrupoTaller | null; onSave: (v: WorkshopGroupValue) => Promise<boolean>; onClose: () => void }) {
  const workshops = usePagedList('TalleresSocioTalleresGrupo', [group?.GRT_ID ?? null]);
  return (
    <WorkshopGroupForm
      group={group}
      workshops={workshops.loading ? undefined : workshops.rows}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

const workshopsText = (n: number) => (n === 1 ? '1 taller' : `${n} talleres`);

/**
 * 'Mis grupos de talleres' (001 §2.18): the member's workshop groups as a grid or a list, searched by name, filtered by
 * letters; a new group, and edit and delete (with confirmation) per group. Failures show the server's text.
 */
export function WorkshopGroupsPage() {
  const groups = usePagedList('GruposTaller');
  const filter = useNameFilter(groups.rows, (g) => g.GRT_NOMBRE);
  const [view, setView] = useState<ViewMode>('cards');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GrupoTaller | null>(null);
  const change = useApiMutation('GruposTaller', 'ActualizarRegistro', { invalidates: GROUP_READS, errors: 'handled' });
  const run = useChange();

  const onSave = async ({ GRT_NOMBRE, workshopIds }: WorkshopGroupValue) => {
    const group = editing?.group ?? null;
    const ID_TALLER_LIST = workshopIds.join(',');
    const ok = await run(() =>
      group
        ? change.mutateAsync({ Accion: 1, Reg: { GRT_ID: group.GRT_ID, GRT_NOMBRE }, ID_TALLER_LIST })
        : change.mutateAsync({ Accion: 0, Reg: { GRT_NOMBRE }, ID_TALLER_LIST }),
    );
    if (ok) setEditing(null);
    return ok;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const GRT_ID = deleting.GRT_ID;
    if (await run(() => change.mutateAsync({ Accion: 2, Reg: { GRT_ID } }))) setDeleting(null);
  };

  return (
    <PromotionPage title="Mis grupos de talleres">
      <ListTools
        onSearch={filter.setQuery}
        view={view}
        onViewChange={setView}
        letters={filter.letters}
        onLettersChange={filter.setLetters}
        onNew={() => setEditing({ group: null })}
        count={groups.loading ? null : countText(filter.shown.length, groups.rows.length, 'grupo', 'grupos')}
      />
      <ItemCollection
        items={filter.shown}
        getKey={(g) => g.GRT_ID}
        view={view}
        label="Grupos de talleres"
        loading={groups.loading}
        minCardWidth={240}
        renderItem={(g, layout) => (
          <ItemCard
            title={g.GRT_NOMBRE}
            layout={layout}
            details={[workshopsText(g.NUM_TALLERES)]}
            actions={<RecordActions name={g.GRT_NOMBRE} onEdit={() => setEditing({ group: g })} onDelete={() => setDeleting(g)} />}
          />
        )}
      />
      {editing ? <GroupDialog group={editing.group} onSave={onSave} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Borrar grupo"
        message={deleting ? deleteConfirmation(deleting.GRT_NOMBRE) : ''}
        destructive
        loading={change.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PromotionPage>
  );
}
