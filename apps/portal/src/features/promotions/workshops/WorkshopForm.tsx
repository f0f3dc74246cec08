import type { GrupoTallerIncluido, Pais, Taller, TallerRegistro } from '@socios/api';
import {
  countryOptions,
  isEmailAddress,
  normalizeWebUrl,
  PROMOTION_MESSAGES,
  validateWorkshopName,
  WORKSHOP_IMPORT_MESSAGES,
  WORKSHOP_NAME_MAX,
} from '@socios/domain';
import { FieldGrid, Notice, Select, Stack, Tabs, TextField } from '@socios/ui';
import { useMemo, useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { CheckList, useGroupTicks } from '../shared';

/** Longest text of a workshop field other than the name (the server's limit). */
export const WORKSHOP_FIELD_MAX = 250;

/** The text fields of the Datos tab, in the order shown, with their labels. */
const TEXT_FIELDS = [
  { field: 'TAS_TIPO', label: 'Tipo' },
  { field: 'TAS_CONTACTO', label: 'Contacto' },
  { field: 'TAS_COMERCIAL', label: 'Comercial' },
  { field: 'TAS_DIRECCION', label: 'Dirección' },
  { field: 'TAS_CP', label: 'Código postal' },
  { field: 'TAS_POBLACION', label: 'Población' },
  { field: 'TAS_PROVINCIA', label: 'Provincia' },
  { field: 'TAS_TELEFONO', label: 'Teléfono' },
  { field: 'TAS_MOVIL', label: 'Teléfono móvil' },
  { field: 'TAS_FAX', label: 'Fax' },
  { field: 'TAS_EMAIL', label: 'Email' },
  { field: 'TAS_EMAIL_2', label: 'Email 2' },
  { field: 'TAS_WEB', label: 'Dirección web' },
  { field: 'TAS_POTENCIAL', label: 'Potencial' },
] as const;

type TextFieldName = (typeof TEXT_FIELDS)[number]['field'];
type Field = 'TAS_NOMBRE' | TextFieldName;
type Values = Record<Field, string>;

const NUMERIC: readonly Field[] = ['TAS_TELEFONO', 'TAS_MOVIL', 'TAS_FAX'];
const EMAILS: readonly Field[] = ['TAS_EMAIL', 'TAS_EMAIL_2'];

/** What the workshop form hands to its page: the record for ActualizarRegistro and the groups' ids. */
export interface WorkshopValue {
  Reg: TallerRegistro;
  /** Ids of the groups the workshop belongs to, for ID_GRUPO_LIST. */
  groupIds: number[];
}

/** Props of WorkshopForm. */
export interface WorkshopFormProps {
  /** The workshop edited; null for 'Nuevo taller'. */
  workshop: Taller | null;
  /** The countries (Paises/GetPagina); 'Seleccione un país' is put first. */
  countries: readonly Pais[];
  /** The member's groups with INCLUIDO for this workshop (TalleresGrupoTalleresSocio); undefined while loading. */
  groups: readonly GrupoTallerIncluido[] | undefined;
  /** Saves; resolves true when the server accepted (the page then closes the dialog). */
  onSave: (value: WorkshopValue) => Promise<boolean>;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
}

function initialValues(w: Taller | null): Values {
  const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
  const values = { TAS_NOMBRE: text(w?.TAS_NOMBRE) } as Values;
  for (const { field } of TEXT_FIELDS) values[field] = text(w?.[field]);
  return values;
}

/** The form's checks (the server's rules, so that a refusal is rare): every failing field with its text. */
export function checkWorkshop(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = validateWorkshopName(values.TAS_NOMBRE);
  if (!name.ok) errors.TAS_NOMBRE = name.errors[0]?.message;
  for (const { field, label } of TEXT_FIELDS) {
    const v = values[field].trim();
    if (v === '') continue;
    if (v.length > WORKSHOP_FIELD_MAX) errors[field] = PROMOTION_MESSAGES.tooLong(`El campo ${label}`, WORKSHOP_FIELD_MAX);
    else if (NUMERIC.includes(field) && !/^\d+$/.test(v)) errors[field] = WORKSHOP_IMPORT_MESSAGES.numeric(label);
    else if (EMAILS.includes(field) && !isEmailAddress(v)) errors[field] = `El campo ${label} no es una dirección de correo válida`;
    else if (field === 'TAS_WEB' && normalizeWebUrl(v) === null) errors[field] = WORKSHOP_IMPORT_MESSAGES.invalidUrl;
  }
  return errors;
}

/**
 * 'Nuevo taller' / 'Editar taller' (001 §2.18, §3 Workshop): tab Datos with the workshop's fields and its country
 * ('Seleccione un país' first), tab Grupos with the member's groups to tick (INCLUIDO). The name is required (max 50);
 * phones and fax digits only; e-mails and the web address checked. A failing field brings the Datos tab back.
 * Coordinates and zoom are not edited here (the spec does not show them) and are sent back unchanged.
 */
export function WorkshopForm({ workshop, countries, groups, onSave, onClose }: WorkshopFormProps) {
  const [tab, setTab] = useState('datos');
  const [values, setValues] = useState<Values>(() => initialValues(workshop));
  const [country, setCountry] = useState(String(workshop?.TAS_ID_PAIS ?? 0));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const groupTicks = useGroupTicks(groups);

  const options = useMemo(() => countryOptions(countries).map((c) => ({ value: String(c.PAI_ID), label: c.PAI_DESCRIPCION })), [countries]);
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  // A refusal is told by the marked fields and the count above them, not by the form's warning.
  const form = useFormSave(() => {
    const found = checkWorkshop(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTab('datos');
      return { ok: false };
    }
    const orNull = (f: Field) => (values[f].trim() === '' ? null : values[f].trim());
    const Reg: TallerRegistro = {
      TAS_ID: workshop?.TAS_ID ?? null,
      TAS_NOMBRE: values.TAS_NOMBRE.trim(),
      TAS_ID_PAIS: Number(country) || null,
      TAS_LATITUD: workshop?.TAS_LATITUD ?? null,
      TAS_LONGITUD: workshop?.TAS_LONGITUD ?? null,
      TAS_ZOOM: workshop?.TAS_ZOOM ?? null,
    };
    for (const { field } of TEXT_FIELDS) Reg[field] = orNull(field);
    return { ok: true, value: { Reg, groupIds: groupTicks.ids ?? [] } };
  }, onSave);

  const errorCount = Object.keys(errors).length;
  const datos = (
    <Stack>
      {errorCount > 0 ? (
        <Notice tone="warning" role="alert">
          {errorCount === 1 ? 'Revise el campo marcado.' : `Revise los ${errorCount} campos marcados.`}
        </Notice>
      ) : null}
      <TextField
        label="Nombre"
        required
        maxLength={WORKSHOP_NAME_MAX}
        value={values.TAS_NOMBRE}
        error={errors.TAS_NOMBRE}
        onChange={(e) => set('TAS_NOMBRE', e.target.value)}
        fullWidth
      />
      <FieldGrid>
        {TEXT_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            maxLength={WORKSHOP_FIELD_MAX}
            inputMode={NUMERIC.includes(field) || field === 'TAS_CP' ? 'numeric' : undefined}
            type={EMAILS.includes(field) ? 'email' : 'text'}
            value={values[field]}
            error={errors[field]}
            onChange={(e) => set(field, e.target.value)}
            fullWidth
          />
        ))}
        <Select label="País" options={options} value={country} onChange={(e) => setCountry(e.target.value)} fullWidth />
      </FieldGrid>
    </Stack>
  );
  const grupos = <CheckList label="Grupos del taller" searchLabel="Buscar grupo" {...groupTicks.list} empty="Aún no tiene grupos de talleres" />;

  return (
    <FormDialog title={workshop ? 'Editar taller' : 'Nuevo taller'} form={form} onClose={onClose}>
      <Tabs
        panelGap={4}
        label="Datos del taller"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'datos', label: 'Datos', panel: datos },
          { id: 'grupos', label: 'Grupos', panel: grupos },
        ]}
      />
    </FormDialog>
  );
}
