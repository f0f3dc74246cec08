import type { GrupoTaller, TallerIncluido } from '@socios/api';
import { validateWorkshopGroupName, WORKSHOP_GROUP_NAME_LIMITS } from '@socios/domain';
import { useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { CheckList, type CheckListItem, NameField, useIncludedTicks } from '../shared';

/** What the group form hands to its page: the checked name and the included workshops' ids. */
export interface WorkshopGroupValue {
  GRT_NOMBRE: string;
  /** Ids of the workshops included, for ID_TALLER_LIST. */
  workshopIds: number[];
}

/** Props of WorkshopGroupForm. */
export interface WorkshopGroupFormProps {
  /** The group edited; null for a new group. */
  group: GrupoTaller | null;
  /** The member's workshops with INCLUIDO for this group (TalleresSocioTalleresGrupo); undefined while loading. */
  workshops: readonly TallerIncluido[] | undefined;
  /** Saves; resolves true when the server accepted (the page then closes the dialog). */
  onSave: (value: WorkshopGroupValue) => Promise<boolean>;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
}

/** A workshop as the group's CheckList shows it: its name and its town. */
const workshopItem = (w: TallerIncluido): CheckListItem => ({ id: w.TAS_ID, label: w.TAS_NOMBRE, detail: w.TAS_POBLACION });

/**
 * 'Nuevo grupo' / 'Editar grupo' (001 §2.18, §5): the name (required, 'Debe rellenar todos los campos para añadir el
 * grupo'; 30 characters on create, 50 on edit) and the workshops it includes, a searchable checklist.
 */
export function WorkshopGroupForm({ group, workshops, onSave, onClose }: WorkshopGroupFormProps) {
  const mode = group ? 'edit' : 'create';
  const [name, setName] = useState(group?.GRT_NOMBRE ?? '');
  const workshopTicks = useIncludedTicks(workshops, workshopItem);

  const form = useFormSave(() => {
    const checkedName = validateWorkshopGroupName(name, mode);
    if (!checkedName.ok) return { ok: false, warning: checkedName.errors.map((e) => e.message).join('. ') };
    return { ok: true, value: { GRT_NOMBRE: checkedName.value, workshopIds: workshopTicks.ids ?? [] } };
  }, onSave);

  return (
    <FormDialog title={group ? 'Editar grupo' : 'Nuevo grupo'} form={form} onClose={onClose}>
      <NameField value={name} onChange={setName} max={WORKSHOP_GROUP_NAME_LIMITS[mode]} />
      <CheckList label="Talleres del grupo" searchLabel="Buscar taller" {...workshopTicks.list} empty="Aún no tiene talleres" />
    </FormDialog>
  );
}
