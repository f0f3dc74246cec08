import type { ImportacionTalleres, Pais, ResultadoImportacionTalleres } from '@socios/api';
import {
  COUNTRY_PLACEHOLDER,
  countryOptions,
  CSV_EXTENSIONS,
  importWorkshopsCsv,
  repeatedLinesText,
  WORKSHOP_IMPORT_COLUMNS,
  WORKSHOP_IMPORT_MESSAGES,
  WORKSHOPS_TEMPLATE_FILE_NAME,
  workshopsImportTemplate,
} from '@socios/domain';
import { Button, ErrorList, Modal, Select, Stack, Text, Uploader } from '@socios/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { type CsvFile, ImportHelp, lineErrorItems, readCsvFile, TemplateButton } from '../../../app/csvImport';
import { saveFile } from '../../../app/saveFile';
import { failureText } from '../shared';

/** What Talleres/ImportarRegistros answers. */
export interface WorkshopImportAnswer {
  ok: boolean;
  mensajeError: string | null;
  valorRetorno: ResultadoImportacionTalleres | null;
}

/** How the import ended, for the page's popup. */
export type WorkshopImportOutcome = { ok: true; imported: number; repeated: number } | { ok: false; message: string };

/** Props of WorkshopImportDialog. */
export interface WorkshopImportDialogProps {
  /** The countries (Paises/GetPagina); 'Seleccione un país' is put first. */
  countries: readonly Pais[];
  /** Sends the checked lines (Talleres/ImportarRegistros). */
  send: (body: ImportacionTalleres) => Promise<WorkshopImportAnswer>;
  /** Called once the server has answered (the page closes the dialog on success). */
  onDone: (outcome: WorkshopImportOutcome) => void;
  /** Closes the dialog. */
  onClose: () => void;
}

/** The import's help; the template's long header line may break anywhere. */
const StyledHelp = styled(ImportHelp)`
  code {
    overflow-wrap: anywhere;
  }
`;

/**
 * 'Importar talleres' (001 §2.18, §5): the file's rules, the template PlantillaImportacionTalleres.csv, one country for
 * every line ('Seleccione un país' first), the file read and checked here with the import's rules (errors listed by
 * line, nothing sent while there is one), then Talleres/ImportarRegistros; the server checks again, all or nothing.
 */
export function WorkshopImportDialog({ countries, send, onDone, onClose }: WorkshopImportDialogProps) {
  const [country, setCountry] = useState(String(COUNTRY_PLACEHOLDER.PAI_ID));
  const [loaded, setLoaded] = useState<CsvFile | null>(null);
  const [sending, setSending] = useState(false);

  const options = useMemo(() => countryOptions(countries).map((c) => ({ value: String(c.PAI_ID), label: c.PAI_DESCRIPCION })), [countries]);
  const countryId = Number(country);
  const result = useMemo(() => (loaded && 'text' in loaded ? importWorkshopsCsv(loaded.text, countryId) : null), [loaded, countryId]);
  // The missing country is told under its select, not in the file's errors.
  const fileErrors = result ? result.errors.filter((e) => !(e.line === null && e.message === WORKSHOP_IMPORT_MESSAGES.chooseCountry)) : [];
  const ready = result?.ok === true;

  const readFile = async (file: File) => setLoaded(await readCsvFile(file));

  const submit = async () => {
    if (!result?.ok) return;
    setSending(true);
    let outcome: WorkshopImportOutcome;
    try {
      const answer = await send({ LISTA_TALLERES: result.workshops.map((w) => ({ ...w })), TAS_ID_PAIS: countryId });
      outcome =
        answer.ok && answer.valorRetorno
          ? { ok: true, imported: answer.valorRetorno.importados, repeated: answer.valorRetorno.repetidos }
          : { ok: false, message: answer.mensajeError ?? '' };
    } catch (err) {
      outcome = { ok: false, message: failureText(err) };
    }
    setSending(false);
    onDone(outcome);
  };

  const count = result?.workshops.length ?? 0;
  return (
    <Modal
      open
      onClose={sending ? () => {} : onClose}
      title="Importar talleres"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={!ready} loading={sending}>
            {ready ? `Importar ${count === 1 ? '1 taller' : `${count} talleres`}` : 'Importar'}
          </Button>
        </>
      }
    >
      <Stack>
        <StyledHelp>
          <p>El fichero debe cumplir estas reglas:</p>
          <ul>
            <li>Formato CSV en UTF-8, separado por punto y coma (;).</li>
            <li>
              Mantenga los nombres de las columnas de la plantilla (el orden es libre): <code>{WORKSHOP_IMPORT_COLUMNS.map((c) => c.header).join(';')}</code>.
            </li>
            <li>Nombre y Dirección son obligatorios; las demás columnas pueden ir vacías, pero deben existir.</li>
            <li>Dirección web debe ser una dirección válida (por ejemplo, https://www.taller.es).</li>
            <li>Teléfono, Teléfono móvil y Fax solo admiten números.</li>
            <li>Las líneas repetidas se eliminan.</li>
            <li>Todos los talleres del fichero se importan con el país elegido.</li>
          </ul>
          <TemplateButton onDownload={() => saveFile(workshopsImportTemplate(), WORKSHOPS_TEMPLATE_FILE_NAME)} />
        </StyledHelp>
        <Select
          label="País"
          options={options}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          error={loaded && !(countryId > 0) ? WORKSHOP_IMPORT_MESSAGES.chooseCountry : undefined}
          fullWidth
        />
        <Uploader
          extensions={CSV_EXTENSIONS}
          label="Arrastre aquí su fichero .csv o haga clic para seleccionarlo"
          hint="Solo ficheros .csv"
          fileName={loaded?.fileName ?? null}
          disabled={sending}
          onFile={(file) => void readFile(file)}
          onReject={() => setLoaded(null)}
        />
        {loaded && 'error' in loaded ? <ErrorList label="Errores del fichero" height="sm" items={[loaded.error]} /> : null}
        {result ? (
          <Text role="status">
            {count === 1 ? '1 taller válido' : `${count} talleres válidos`}
            {fileErrors.length ? `; ${fileErrors.length === 1 ? '1 error' : `${fileErrors.length} errores`}: corrija el fichero y vuelva a cargarlo` : ''}
            {result.duplicateLines.length ? `. ${repeatedLinesText(result.duplicateLines)}` : ''}
          </Text>
        ) : null}
        {fileErrors.length ? <ErrorList label="Errores del fichero" height="sm" items={lineErrorItems(fileErrors)} /> : null}
      </Stack>
    </Modal>
  );
}
