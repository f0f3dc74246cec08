import { ApiError, type ResumenStock } from '@socios/api';
import {
  CSV_EXTENSIONS,
  formatNumber,
  importStockCsv,
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_GREY,
  STOCK_IMPORT_MAX_BYTES,
  STOCK_IMPORT_MESSAGES,
  STOCK_TEMPLATE_FILE_NAME,
  type StockImportField,
  type StockImportResult,
  stockImportTemplate,
} from '@socios/domain';
import { Button, Notice, Stack, Text, Uploader, ErrorList } from '@socios/ui';
import { useState } from 'react';
import { ImportHelp, lineErrorItems, readCsvFile, TemplateButton } from '../../app/csvImport';
import { saveFile } from '../../app/saveFile';
import { useImportStock } from './data';

/** What each column of the template holds (the order of the columns is free). */
const COLUMN_HELP: Readonly<Record<StockImportField, string>> = {
  almacen: 'código del almacén (obligatorio)',
  descripcionAlmacen: 'nombre del almacén (si va vacío, el código)',
  marca: 'nombre de la marca en el catálogo (obligatorio)',
  referencia: 'referencia del fabricante (obligatoria)',
  referenciaSocio: 'su código para la pieza (si va vacío, la referencia)',
  unidades: `unidades en ese almacén: un número entero, 0 sin stock o ${STOCK_IMPORT_GREY} si la tiene pero no publica cuántas`,
  precio: 'precio para los demás socios, con hasta 2 decimales (12,50)',
};

type Checked = { fileName: string; text: string; result: StockImportResult } | { fileName: string; error: string };
type Outcome = { ok: true; lines: number; summary: ResumenStock | null } | { ok: false; message: string };

const count = (n: number) => formatNumber(n, { decimals: 0 });

/** The success text with the member's new totals. */
export function importSuccessText(lines: number, summary: ResumenStock | null): string {
  const done = STOCK_IMPORT_MESSAGES.success(lines);
  if (!summary) return done;
  const warehouses = summary.Almacenes.length === 1 ? '1 almacén' : `${count(summary.Almacenes.length)} almacenes`;
  return `${done} Ahora publica ${count(summary.Referencias)} referencias y ${count(summary.Unidades)} unidades en ${warehouses}.`;
}

/**
 * The stock import of 'Mi stock' for account administrators: the columns explained, the template
 * PlantillaImportacionStock.csv built here, a .csv chosen in the drop zone, read and checked with the same rules as
 * the server (every error by line; nothing is sent while there is one), then sent whole: the server replaces the
 * member's stock with all its lines or refuses it naming the line.
 */
export function StockImportPanel() {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useImportStock();

  const readFile = async (file: File) => {
    setOutcome(null);
    const read = await readCsvFile(file);
    setChecked('text' in read ? { ...read, result: importStockCsv(read.text) } : read);
  };

  const result = checked && 'result' in checked ? checked.result : null;
  const importNow = async () => {
    if (!checked || !('result' in checked) || !checked.result.ok) return;
    try {
      const answer = await send.mutateAsync({ csv: checked.text });
      setOutcome(
        answer.ok ? { ok: true, lines: checked.result.lines.length, summary: answer.valorRetorno } : { ok: false, message: answer.mensajeError ?? '' },
      );
      if (answer.ok) setChecked(null);
    } catch (err) {
      setOutcome({ ok: false, message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Stack gap={3}>
      <ImportHelp>
        <p>
          El fichero sustituye <strong>todo</strong> el stock que su socio publica: se importan todas sus líneas o ninguna. Debe ser un CSV en UTF-8 separado
          por punto y coma, con una línea de cabecera con estas columnas (en cualquier orden) y una línea por referencia y almacén:
        </p>
        <ul aria-label="Columnas del fichero de stock">
          {STOCK_IMPORT_COLUMNS.map((c) => (
            <li key={c.field}>
              <strong>{c.header}</strong>: {COLUMN_HELP[c.field]}
            </li>
          ))}
        </ul>
        <TemplateButton onDownload={() => saveFile(stockImportTemplate(), STOCK_TEMPLATE_FILE_NAME)} />
      </ImportHelp>
      <Uploader
        extensions={CSV_EXTENSIONS}
        maxBytes={STOCK_IMPORT_MAX_BYTES}
        sizeMessage="No se permiten ficheros de stock superiores a 8MB."
        label="Arrastre aquí su fichero de stock .csv o haga clic para seleccionarlo"
        hint="Solo ficheros .csv"
        fileName={checked?.fileName ?? null}
        disabled={send.isPending}
        onFile={(file) => void readFile(file)}
        onReject={() => setChecked(null)}
      />
      {checked && 'error' in checked ? <ErrorList label="Errores del fichero" items={[checked.error]} /> : null}
      {result ? <Preview result={result} /> : null}
      {result?.ok ? (
        <div>
          <Button onClick={() => void importNow()} loading={send.isPending}>
            {result.lines.length === 1 ? 'Importar 1 línea' : `Importar ${count(result.lines.length)} líneas`}
          </Button>
        </div>
      ) : null}
      {outcome?.ok ? (
        <Notice tone="success" role="status">
          {importSuccessText(outcome.lines, outcome.summary)}
        </Notice>
      ) : null}
      {outcome && !outcome.ok ? (
        <Notice tone="danger" role="alert">
          {STOCK_IMPORT_MESSAGES.failureTitle}: {outcome.message}
        </Notice>
      ) : null}
    </Stack>
  );
}

function Preview({ result }: { result: StockImportResult }) {
  const { lines, errors } = result;
  if (errors.length === 0) {
    return (
      <Text role="status" size="sm">
        {lines.length === 1 ? '1 línea válida' : `${count(lines.length)} líneas válidas`}, sin errores. Al importarlas se sustituye el stock publicado.
      </Text>
    );
  }
  return (
    <>
      <Text role="status" size="sm" tone="danger">
        {errors.length === 1 ? 'El fichero tiene 1 error' : `El fichero tiene ${count(errors.length)} errores`}: no se importará ninguna línea. Corríjalo y
        vuelva a cargarlo.
      </Text>
      <ErrorList label="Errores del fichero" items={lineErrorItems(errors, count)} />
    </>
  );
}
