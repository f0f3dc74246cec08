import { ApiError, type GrupoContacto } from '@socios/api';
import {
  CONTACT_IMPORT_COLUMNS,
  CONTACTS_TEMPLATE_FILE_NAME,
  type ContactImportResult,
  contactsImportTemplate,
  CSV_EXTENSIONS,
  importContactsCsv,
  repeatedLinesText,
} from '@socios/domain';
import { Button, ErrorList, Modal, PreviewTable, ProgressBar, Stack, Text, Uploader } from '@socios/ui';
import { useState } from 'react';
import { ImportHelp, lineErrorItems, readCsvFile, TemplateButton } from '../../app/csvImport';
import { saveFile } from '../../app/saveFile';
import { type ImportAnswer, sendContactsImport } from './data';

/** How the import ended, for the page's popups. */
export type ImportOutcome = { ok: true; count: number; skipped: number } | { ok: false; message: string };

export interface ImportModalProps {
  /** The user's groups, listed with their ids for the 'Id grupo' column. */
  groups: readonly GrupoContacto[];
  /** Called once the server has answered (the modal closes on success). */
  onDone: (outcome: ImportOutcome) => void;
  /** Closes the modal. */
  onClose: () => void;
}

const PREVIEW_ROWS = 20;
type Checked = { fileName: string; result: ContactImportResult } | { fileName: string; error: string };

/**
 * The contacts import (spec 000 §2, §5): help on the format, the template PlantillaImportacionContactos.csv, a .csv
 * chosen with the uploader, read and checked here first (valid rows previewed, errors by line), then sent in one
 * call with a progress bar; nothing is sent while the file has errors.
 */
export function ImportModal({ groups, onDone, onClose }: ImportModalProps) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const readFile = async (file: File) => {
    const read = await readCsvFile(file);
    setChecked('text' in read ? { fileName: read.fileName, result: importContactsCsv(read.text) } : read);
  };

  const result = checked && 'result' in checked ? checked.result : null;
  const send = async () => {
    if (!result?.ok) return;
    setSending(true);
    setProgress(0);
    let answer: ImportAnswer;
    try {
      answer = await sendContactsImport(result.contacts, setProgress);
    } catch (err) {
      setSending(false);
      onDone({ ok: false, message: err instanceof ApiError ? err.message : String(err) });
      return;
    }
    setSending(false);
    onDone(answer.ok ? { ok: true, count: answer.valorRetorno, skipped: answer.omitidos ?? 0 } : { ok: false, message: answer.mensajeError ?? '' });
  };

  return (
    <Modal
      open
      onClose={sending ? () => {} : onClose}
      title="Importar contactos"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button onClick={() => void send()} disabled={!result?.ok} loading={sending}>
            {result?.ok ? `Importar ${result.contacts.length} contactos` : 'Importar'}
          </Button>
        </>
      }
    >
      <Stack>
        <ImportHelp>
          <p>
            El fichero debe ser un CSV en UTF-8 separado por punto y coma, con las columnas en este orden: <code>{CONTACT_IMPORT_COLUMNS.join(';')}</code>.
          </p>
          <p>
            El nombre y el email son obligatorios. Teléfono, móvil e id de grupo solo admiten números. Las columnas opcionales pueden ir vacías, pero deben
            existir. Las líneas en blanco se ignoran y las repetidas se eliminan.
          </p>
          {groups.length ? <p>Sus grupos: {groups.map((g) => `${g.GRPC_ID} ${g.GRPC_DESCRIPCION}`).join(' · ')}</p> : null}
          <TemplateButton onDownload={() => saveFile(contactsImportTemplate(), CONTACTS_TEMPLATE_FILE_NAME)} />
        </ImportHelp>
        <Uploader
          extensions={CSV_EXTENSIONS}
          label="Arrastre aquí su fichero .csv o haga clic para seleccionarlo"
          hint="Solo ficheros .csv"
          fileName={checked?.fileName ?? null}
          disabled={sending}
          onFile={(file) => void readFile(file)}
          onReject={() => setChecked(null)}
        />
        {checked && 'error' in checked ? <ErrorList label="Errores del fichero" height="sm" items={[checked.error]} /> : null}
        {result ? <Preview result={result} /> : null}
        {progress !== null && sending ? (
          <ProgressBar value={progress >= 100 ? null : progress} label={progress >= 100 ? 'Guardando contactos' : 'Enviando contactos'} />
        ) : null}
      </Stack>
    </Modal>
  );
}

function Preview({ result }: { result: ContactImportResult }) {
  const { contacts, errors, duplicateLines } = result;
  return (
    <>
      <Text role="status">
        {contacts.length === 1 ? '1 contacto válido' : `${contacts.length} contactos válidos`}
        {errors.length ? `; ${errors.length === 1 ? '1 error' : `${errors.length} errores`}: corrija el fichero y vuelva a cargarlo` : ''}
        {duplicateLines.length ? `. ${repeatedLinesText(duplicateLines)}` : ''}
      </Text>
      {errors.length ? <ErrorList label="Errores del fichero" height="sm" items={lineErrorItems(errors)} /> : null}
      {contacts.length ? (
        <PreviewTable
          label="Contactos que se importarán"
          columns={['Línea', ...CONTACT_IMPORT_COLUMNS]}
          rows={contacts.slice(0, PREVIEW_ROWS).map((c) => [c.line, c.CONT_NOMBRE, c.CONT_MAIL, c.CONT_TELEFONO, c.CONT_MOVIL, c.CONT_ID_GRUPO_CONTACTO])}
          rowKey={(row) => String(row[0])}
        />
      ) : null}
      {contacts.length > PREVIEW_ROWS ? <p>Se muestran las {PREVIEW_ROWS} primeras filas.</p> : null}
    </>
  );
}
