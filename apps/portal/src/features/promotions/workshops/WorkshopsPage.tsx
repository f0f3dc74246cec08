import type { Taller } from '@socios/api';
import { type ExportColumn, WORKSHOP_IMPORT_COLUMNS, WORKSHOP_IMPORT_MESSAGES } from '@socios/domain';
import { Button, SvgIcon } from '@socios/ui';
import { useState } from 'react';
import { ExportButtons } from '../../../app/export/ExportButtons';
import { useNotice } from '../../../app/notice/NoticeProvider';
import { useApiMutation, useInvalidate } from '../../../app/query/apiQuery';
import { callApi } from '../../../app/query/callApi';
import { RecordListPage, usePagedList, useRecordChanges } from '../shared';
import { WorkshopForm, type WorkshopValue } from './WorkshopForm';
import { WorkshopImportDialog, type WorkshopImportOutcome } from './WorkshopImportDialog';

/** The lists a workshop change alters: the workshops, the groups' counts and the groups' workshop lists. */
const WORKSHOP_READS = ['Talleres', 'GruposTaller', 'TalleresGrupoTalleresSocio', 'TalleresSocioTalleresGrupo'] as const;

/**
 * The export's columns: the import template's columns in its order (so that an export can be imported again after
 * removing the País column), then the country.
 */
export const WORKSHOP_EXPORT_COLUMNS: readonly ExportColumn<Taller>[] = [
  ...WORKSHOP_IMPORT_COLUMNS.map(({ header, field }) => ({ header, value: (w: Taller) => w[field] })),
  { header: 'País', value: (w) => w.PAI_DESCRIPCION },
];

/** The workshop dialog with its countries and its groups (TalleresGrupoTalleresSocio: [TAS_ID], or [null] when new). */
function WorkshopDialog({ workshop, onSave, onClose }: { workshop: Taller | null; onSave: (v: WorkshopValue) => Promise<boolean>; onClose: () => void }) {
  const countries = usePagedList('Paises');
  const groups = usePagedList('TalleresGrupoTalleresSocio', [workshop?.TAS_ID ?? null]);
  return <WorkshopForm workshop={workshop} countries={countries.rows} groups={groups.loading ? undefined : groups.rows} onSave={onSave} onClose={onClose} />;
}

function ImportDialog({ onDone, onClose }: { onDone: (o: WorkshopImportOutcome) => void; onClose: () => void }) {
  const countries = usePagedList('Paises');
  return <WorkshopImportDialog countries={countries.rows} send={(body) => callApi('Talleres', 'ImportarRegistros', body)} onDone={onDone} onClose={onClose} />;
}

function UploadIcon() {
  return (
    <SvgIcon size={16}>
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
    </SvgIcon>
  );
}

const place = (w: Taller) => [w.TAS_POBLACION, w.TAS_PROVINCIA].filter(Boolean).join(' · ');

/**
 * 'Mis Talleres' (001 §2.18): the member's workshops as cards or a list, searched by name (button or Enter), filtered
 * by letters; 'Nuevo' ('Añadir' on mobile), the import dialog, the CSV export, and edit and delete (with
 * confirmation) per card. Failures show the server's text with 'Aceptar'.
 */
export function WorkshopsPage() {
  const workshops = usePagedList('Talleres');
  const [importing, setImporting] = useState(false);
  const change = useApiMutation('Talleres', 'ActualizarRegistro', { invalidates: WORKSHOP_READS, errors: 'handled' });
  const invalidate = useInvalidate();
  const notify = useNotice();
  const records = useRecordChanges<Taller, WorkshopValue>({
    save: ({ Reg, groupIds }, workshop) => {
      const ID_GRUPO_LIST = groupIds.join(',');
      return workshop
        ? change.mutateAsync({ Accion: 1, Reg: { ...Reg, TAS_ID: workshop.TAS_ID }, ID_GRUPO_LIST })
        : change.mutateAsync({ Accion: 0, Reg, ID_GRUPO_LIST });
    },
    remove: ({ TAS_ID }) => change.mutateAsync({ Accion: 2, Reg: { TAS_ID } }),
  });

  const onImported = (outcome: WorkshopImportOutcome) => {
    if (outcome.ok) {
      setImporting(false);
      const added = outcome.imported === 1 ? '1 taller añadido' : `${outcome.imported} talleres añadidos`;
      const repeated = outcome.repeated === 0 ? '' : outcome.repeated === 1 ? '; 1 línea repetida omitida' : `; ${outcome.repeated} líneas repetidas omitidas`;
      notify({ title: 'Importar talleres', message: `${WORKSHOP_IMPORT_MESSAGES.success}\n${added}${repeated}.` });
      void invalidate(...WORKSHOP_READS);
    } else {
      notify({ title: WORKSHOP_IMPORT_MESSAGES.failureTitle, message: outcome.message });
    }
  };

  return (
    <RecordListPage
      title="Mis Talleres"
      list={workshops}
      records={records}
      nameOf={(w) => w.TAS_NOMBRE}
      getKey={(w) => w.TAS_ID}
      label="Talleres"
      noun={['taller', 'talleres']}
      details={(w) => [
        w.TAS_DIRECCION,
        place(w),
        w.TAS_TELEFONO ? `Tel. ${w.TAS_TELEFONO}` : null,
        w.TAS_EMAIL,
        w.TAS_CONTACTO ? `Contacto: ${w.TAS_CONTACTO}` : null,
      ]}
      tools={(shown) => (
        <>
          <Button variant="secondary" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
            Importar
          </Button>
          <ExportButtons request={() => ({ rows: shown, columns: WORKSHOP_EXPORT_COLUMNS, fileName: 'talleres', sheet: 'Talleres' })} />
        </>
      )}
      deleteTitle="Borrar taller"
      busy={change.isPending}
    >
      {records.editing ? <WorkshopDialog workshop={records.editing.record} onSave={records.save} onClose={records.closeEdit} /> : null}
      {importing ? <ImportDialog onDone={onImported} onClose={() => setImporting(false)} /> : null}
    </RecordListPage>
  );
}
