import type { GrupoTaller, TallerIncluido } from '@socios/api';
import { validateWorkshopGroupName, WORKSHOP_GROUP_NAME_LIMITS } from '@socios/domain';
import { useEffect, useMemo, useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { CheckList, NameField } from '../shared';

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

/**
 * 'Nuevo grupo' / 'Editar grupo' (001 §2.18, §5): the name (required, 'Debe rellenar todos los campos para añadir el
 * grupo'; 30 characters on create, 50 on edit) and the workshops it includes, a searchable checklist.
 */
export function WorkshopGroupForm({ group, workshops, onSave, onClose }: WorkshopGroupFormProps) {
  const mode = group ? 'edit' : 'create';
  const [name, setName] = useState(group?.GRT_NOMBRE ?? '');
  const [checked, setChecked] = useState<Set<number> | null>(null);

  // The included workshops are known once the list arrives; the user's ticks are kept from then on.
  useEffect(() => {
    if (workshops && checked === null) setChecked(new Set(workshops.filter((w) => w.INCLUIDO).map((w) => w.TAS_ID)));
  }, [workshops, checked]);

  const items = useMemo(() => (workshops ?? []).map((w) => ({ id: w.TAS_ID, label: w.TAS_NOMBRE, detail: w.TAS_POBLACION })), [workshops]);

  const form = useFormSave(() => {
    const checkedName = validateWorkshopGroupName(name, mode);
    if (!checkedName.ok) return { ok: false, warning: checkedName.errors.map((e) => e.message).join('. ') };
    return { ok: true, value: { GRT_NOMBRE: checkedName.value, workshopIds: [...(checked ?? [])].sort((a, b) => a - b) } };
  }, onSave);

  return (
    <FormDialog title={group ? 'Editar grupo' : 'Nuevo grupo'} form={form} onClose={onClose}>
      <NameField value={name} onChange={setName} max={WORKSHOP_GROUP_NAME_LIMITS[mode]} />
      <CheckList
        label="Talleres del grupo"
        searchLabel="Buscar taller"
        items={items}
        checked={checked ?? new Set()}
        onChange={setChecked}
        loading={workshops === undefined}
        empty="Aún no tiene talleres"
      />
    </FormDialog>
  );
}
