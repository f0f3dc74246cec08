import type { Campana, CampanaTextos } from '@socios/api';
import { CAMPAIGN_DATE_LIMITS, CAMPAIGN_NAME_LIMITS, type CampaignField, validateCampaign } from '@socios/domain';
import { Button, Checkbox, FieldGrid, FormField, ImagePreview, Modal, Spinner, Stack, Tabs, Text, TextArea, TextField } from '@socios/ui';
import { lazy, Suspense, useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { CheckList, useGroupTicks } from '../shared';
import { campaignFields } from './data';
import type { DesignerSource, DesignResult } from './designer/Designer';

// The designer and react-grid-layout load the first time 'Diseñar imagen' is pressed (a chunk of their own).
const Designer = lazy(() => import('./designer/Designer'));

/** Longest title, subtitle, description or footer the form accepts (the spec gives none; the server checks it too). */
export const CAMPAIGN_TEXT_MAX = 2000;

/** A workshop group as listed for a campaign (CampanasGruposTaller). */
export interface CampaignGroup {
  GRT_ID: number;
  GRT_NOMBRE: string;
  INCLUIDO: boolean;
}

/** What the form hands to its page: the checked fields, the groups' ids and, after a design, its lines and image. */
export interface CampaignFormValue extends CampanaTextos {
  /** Ids of the groups flagged INCLUIDO, in id order; null when the groups had not loaded (they are kept). */
  groupIds: number[] | null;
  /** The new design (lines and its PNG data URL) when the designer was accepted; absent keeps the stored one. */
  design?: DesignResult;
}

/** Props of CampaignForm. */
export interface CampaignFormProps {
  /** The campaign edited; null for a new one. */
  campaign: Campana | null;
  /** The member's groups with INCLUIDO for this campaign; undefined while loading. */
  groups: readonly CampaignGroup[] | undefined;
  /** The campaign's stored image (data URL, '' for none); undefined while loading. */
  image: string | undefined;
  /** The designer's calls. */
  designer: DesignerSource;
  /** Saves; resolves true when the server accepted (the page then closes the dialog). */
  onSave: (value: CampaignFormValue) => Promise<boolean>;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
}

type Texts = Record<'CAM_NOMBRE' | 'CAM_TITULO' | 'CAM_SUBTITULO' | 'CAM_DESCRIPCION' | 'CAM_PIE' | 'CAM_FECHA_INICIO' | 'CAM_FECHA_FIN', string>;

/** The two dates, free text whose length limit depends on create or edit. */
const DATE_FIELDS = [
  { field: 'CAM_FECHA_INICIO', label: 'Fecha de inicio' },
  { field: 'CAM_FECHA_FIN', label: 'Fecha de fin' },
] as const;

/** The text typed, or null when blank (the server stores null). */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * 'Nueva campaña' / 'Editar campaña' (001 §2.18, §5): tabs Datos (name — required, 30 characters on create and 50 on
 * edit —, title, subtitle, description, footer, the dates as free text, 'No enviar notificaciones de esta campaña'),
 * Imagen (the current image and 'Diseñar imagen', which opens the designer) and Envío (the groups it goes to).
 * While the designer is open it replaces this dialog; the form keeps its values.
 */
export function CampaignForm({ campaign, groups, image, designer, onSave, onClose }: CampaignFormProps) {
  const mode = campaign ? 'edit' : 'create';
  const [tab, setTab] = useState('datos');
  const [texts, setTexts] = useState<Texts>({
    CAM_NOMBRE: campaign?.CAM_NOMBRE ?? '',
    CAM_TITULO: campaign?.CAM_TITULO ?? '',
    CAM_SUBTITULO: campaign?.CAM_SUBTITULO ?? '',
    CAM_DESCRIPCION: campaign?.CAM_DESCRIPCION ?? '',
    CAM_PIE: campaign?.CAM_PIE ?? '',
    CAM_FECHA_INICIO: campaign?.CAM_FECHA_INICIO ?? '',
    CAM_FECHA_FIN: campaign?.CAM_FECHA_FIN ?? '',
  });
  const [silenced, setSilenced] = useState(campaign?.CAM_SILENCIADA ?? false);
  const [design, setDesign] = useState<DesignResult | null>(null);
  const [designing, setDesigning] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CampaignField, string>>>({});

  const groupTicks = useGroupTicks(groups);

  const form = useFormSave<CampaignFormValue>(() => {
    const result = validateCampaign(texts, mode);
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.message])));
      setTab('datos');
      return { ok: false, warning: [...new Set(result.errors.map((e) => e.message))].join('. ') };
    }
    setErrors({});
    return {
      ok: true,
      value: {
        CAM_NOMBRE: result.value.CAM_NOMBRE,
        CAM_TITULO: orNull(texts.CAM_TITULO),
        CAM_SUBTITULO: orNull(texts.CAM_SUBTITULO),
        CAM_DESCRIPCION: orNull(texts.CAM_DESCRIPCION),
        CAM_PIE: orNull(texts.CAM_PIE),
        CAM_FECHA_INICIO: orNull(texts.CAM_FECHA_INICIO),
        CAM_FECHA_FIN: orNull(texts.CAM_FECHA_FIN),
        CAM_SILENCIADA: silenced,
        groupIds: groupTicks.ids,
        ...(design ? { design } : {}),
      },
    };
  }, onSave);

  // Typing again clears the refusal shown for the last 'Aceptar'.
  const set = (key: keyof Texts) => (e: { target: { value: string } }) => {
    setTexts((t) => ({ ...t, [key]: e.target.value }));
    form.setWarning(null);
    setErrors({});
  };

  if (designing) {
    return (
      <Suspense
        fallback={
          <Modal open onClose={() => setDesigning(false)} title="Diseñar imagen">
            <Spinner label="Cargando el diseñador" centered />
          </Modal>
        }
      >
        <Designer
          current={design?.lines ?? null}
          fields={campaignFields(texts)}
          source={designer}
          onAccept={(result) => {
            setDesign(result);
            setDesigning(false);
          }}
          onCancel={() => setDesigning(false)}
        />
      </Suspense>
    );
  }

  const shownImage = design?.image ?? image;
  const datos = (
    <Stack gap={4}>
      <TextField
        label="Nombre"
        required
        maxLength={CAMPAIGN_NAME_LIMITS[mode]}
        value={texts.CAM_NOMBRE}
        onChange={set('CAM_NOMBRE')}
        error={errors.CAM_NOMBRE}
        fullWidth
      />
      <TextField label="Título" maxLength={CAMPAIGN_TEXT_MAX} value={texts.CAM_TITULO} onChange={set('CAM_TITULO')} fullWidth />
      <TextField label="Subtítulo" maxLength={CAMPAIGN_TEXT_MAX} value={texts.CAM_SUBTITULO} onChange={set('CAM_SUBTITULO')} fullWidth />
      <FormField label="Descripción" fullWidth>
        {(control) => <TextArea size="lg" maxLength={CAMPAIGN_TEXT_MAX} value={texts.CAM_DESCRIPCION} onChange={set('CAM_DESCRIPCION')} {...control} />}
      </FormField>
      <TextField label="Pie" maxLength={CAMPAIGN_TEXT_MAX} value={texts.CAM_PIE} onChange={set('CAM_PIE')} fullWidth />
      <FieldGrid>
        {DATE_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            maxLength={CAMPAIGN_DATE_LIMITS[mode]}
            value={texts[field]}
            onChange={set(field)}
            error={errors[field]}
            fullWidth
          />
        ))}
      </FieldGrid>
      <Checkbox label="No enviar notificaciones de esta campaña" checked={silenced} onChange={(e) => setSilenced(e.target.checked)} />
    </Stack>
  );

  const imagen = (
    <Stack gap={4} align="start">
      {shownImage === undefined ? (
        <Spinner label="Cargando la imagen" />
      ) : shownImage ? (
        <ImagePreview size="lg" src={shownImage} alt={`Imagen de la campaña ${texts.CAM_NOMBRE}`.trim()} />
      ) : (
        <Text tone="muted">La campaña no tiene imagen.</Text>
      )}
      {design ? <Text size="sm">El nuevo diseño se guardará al pulsar Aceptar.</Text> : null}
      <Button variant="secondary" onClick={() => setDesigning(true)}>
        Diseñar imagen
      </Button>
    </Stack>
  );

  const envio = (
    <CheckList
      label="Grupos de talleres de la campaña"
      {...groupTicks.list}
      empty="No tiene grupos de talleres. Créelos en Mis grupos de talleres."
      searchLabel="Buscar grupo"
    />
  );

  return (
    <FormDialog title={campaign ? 'Editar campaña' : 'Nueva campaña'} form={form} onClose={onClose}>
      <Tabs
        panelGap={4}
        label="Campaña"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'datos', label: 'Datos', panel: datos },
          { id: 'imagen', label: 'Imagen', panel: imagen },
          { id: 'envio', label: 'Envío', panel: envio },
        ]}
      />
    </FormDialog>
  );
}
