/**
 * Benchmarks (figures, not assertions): the market-study engine on 100k generated reference lines
 * against a bare single pass over the same arrays, and the CSV writer on 1M rows (rows/s, peak memory) against a
 * bare join(';') baseline in the same run. Run with `pnpm --filter @socios/domain bench`.
 */
import { computeStudy, csvChunks, sortStudyRows, writeCsv } from '../src/index';
import type { CsvCell, StudyDiscount, StudyFormulaRow, StudyRecords, StudyReference } from '../src/index';

interface ProcessLike {
  memoryUsage(): { rss: number; heapUsed: number };
}
const proc = (globalThis as unknown as { process: ProcessLike }).process;
const MB = 1024 * 1024;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function studyRecords(rowCount: number, brandCount: number): StudyRecords {
  const rnd = random(42);
  const lines = Math.ceil(rowCount / brandCount);
  const referencias: StudyReference[] = [];
  let acc = 0;
  for (let l = 0; l < lines; l++) {
    const pct = (100 / lines) * (0.5 + rnd());
    acc = Math.min(100, acc + pct);
    for (let b = 1; b <= brandCount && referencias.length < rowCount; b++) {
      const pvp = Math.round(rnd() * 50000) / 100;
      referencias.push({
        ID_LINEA: l + 1,
        ID_MARCA: b,
        MAR_NOMBRE: `MARCA ${b}`,
        ID_PROVEEDOR: 100 + b,
        REFERENCIA: `R${l}-${b}`,
        PVP: pvp,
        NETO: rnd() < 0.4 ? Math.round(pvp * 70) / 100 : 0,
        TIPO: 1,
        PORCENTAJE: pct,
        ACUMULADO: acc,
      });
    }
  }
  const descuentos: StudyDiscount[] = [];
  const formulas: StudyFormulaRow[] = [];
  for (let b = 1; b <= brandCount; b++) {
    descuentos.push({ MARCA: b, ID: b * 10, TIPO_PRECIO: 1, DTO: 20 + b, DTO_MAX: 30 + b });
    descuentos.push({ MARCA: b, ID: b * 10 + 1, TIPO_PRECIO: 2, DTO: 5 + b, DTO_MAX: 8 + b });
    formulas.push({ MARCA: b, FORM_PVP: `100 - (100 - {${b * 10}}) * (100 - {${b * 10 + 1}}) / 100`, FORM_NETO: `{${b * 10 + 1}}` });
  }
  return { referencias, descuentos, formulas, cuadroConsumos: [] };
}

/** The bare single pass: read the same fields of every row once and accumulate. */
function barePass(rows: readonly StudyReference[]): number {
  let sum = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const neto = r.NETO ?? 0;
    sum += (neto > 0 ? neto : (r.PVP ?? 0)) * (r.PORCENTAJE ?? 0) + (r.ACUMULADO ?? 0);
  }
  return sum;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown, runs: number): { median: number; best: number } {
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return { median: median(times), best: Math.min(...times) };
}

const fmt = (n: number, d = 2) => n.toFixed(d);
const out: string[] = [];

// 1. Study engine on 100k reference lines.
{
  const records = studyRecords(100_000, 4);
  let sink = 0;
  const bare = time(() => {
    sink += barePass(records.referencias);
  }, 51);
  const engine = time(() => {
    sink += computeStudy(records, { maximos: false }).brands.length;
  }, 51);
  out.push('### Market-study engine (100,000 reference rows = 25,000 lines × 4 brands, 51 runs)', '');
  out.push('| what | median ms | best ms | ratio to bare pass (median / best) |', '|---|---:|---:|---:|');
  out.push(`| bare single pass over the same rows | ${fmt(bare.median, 3)} | ${fmt(bare.best, 3)} | 1.0 / 1.0 |`);
  out.push(
    `| computeStudy (nets, A/B/C, tiers, averages, %) | ${fmt(engine.median, 3)} | ${fmt(engine.best, 3)} | ${fmt(engine.median / bare.median, 1)} / ${fmt(engine.best / bare.best, 1)} |`,
  );
  out.push('', `(goal: ≤ 10×; sink ${sink > 0 ? 'ok' : 'empty'})`, '');
}

// 1b. Sorting the references screen by description (50,000 rows), against a bare code-unit sort of the same keys.
{
  const rows = studyRecords(50_000, 1).referencias.map((r, i) => ({
    ...r,
    REFERENCIA: `REF${(i * 7919) % 100_000}`,
    DESCRIPCION: `Pastillas de freno ${i % 700}`,
  }));
  let sink = 0;
  const bare = time(() => {
    sink += [...rows].sort((a, b) => (a.DESCRIPCION < b.DESCRIPCION ? -1 : a.DESCRIPCION > b.DESCRIPCION ? 1 : 0)).length;
  }, 11);
  const sorted = time(() => {
    sink += sortStudyRows(rows, 2, 1).length;
  }, 11);
  out.push('### Study references sort (50,000 rows by description, 11 runs)', '');
  out.push('| what | median ms | best ms | ratio to bare sort (median) |', '|---|---:|---:|---:|');
  out.push(`| bare code-unit sort of the descriptions | ${fmt(bare.median, 1)} | ${fmt(bare.best, 1)} | 1.0 |`);
  out.push(
    `| sortStudyRows (Spanish order, accents, tie on reference) | ${fmt(sorted.median, 1)} | ${fmt(sorted.best, 1)} | ${fmt(sorted.median / bare.median, 1)} |`,
  );
  out.push('', `(goal: ≤ 5× the bare sort; ${sorted.median / bare.median <= 5 ? 'holds' : 'BROKEN'}; sink ${sink > 0 ? 'ok' : 'empty'})`, '');
}

// 2. CSV writer on 1M rows, streamed chunk by chunk into a length counter (as a server streams a download).
function* csvRows(count: number): Generator<readonly CsvCell[]> {
  const rnd = random(7);
  for (let i = 0; i < count; i++) {
    const pvp = Math.round(rnd() * 100000) / 100;
    yield [
      `REF-${i}`,
      i % 97 === 0 ? 'Disco "ventilado"; 280 mm' : `Pastilla freno ${i % 1000}`,
      i % 53 === 0 ? '=HYPERLINK("x")' : 'BOSCH',
      pvp,
      -pvp / 3,
      rnd(),
    ];
  }
}

function measureStream(label: string, rowsCount: number, lineOf: ((row: readonly CsvCell[]) => string) | null): string {
  let peakRss = proc.memoryUsage().rss;
  let peakHeap = proc.memoryUsage().heapUsed;
  let bytes = 0;
  let n = 0;
  const t0 = performance.now();
  const chunks = lineOf
    ? (function* () {
        for (const row of csvRows(rowsCount)) yield lineOf(row);
      })()
    : csvChunks(csvRows(rowsCount), { decimals: [0, 0, 0, 2, 2, 8] });
  for (const chunk of chunks) {
    bytes += chunk.length;
    if (++n % 50_000 === 0) {
      const m = proc.memoryUsage();
      if (m.rss > peakRss) peakRss = m.rss;
      if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
    }
  }
  const ms = performance.now() - t0;
  return `| ${label} | ${fmt(ms, 0)} | ${Math.round(rowsCount / (ms / 1000)).toLocaleString('en-US')} | ${fmt(bytes / MB, 1)} | ${fmt(peakRss / MB, 0)} | ${fmt(peakHeap / MB, 0)} |`;
}

{
  const ROWS = 1_000_000;
  const joinLine = (row: readonly CsvCell[]) => `${row.join(';')}\r\n`;
  measureStream('warm-up', 50_000, null);
  measureStream('warm-up', 50_000, joinLine);
  const baseline = measureStream("bare `row.join(';')` (no quoting, no German numbers)", ROWS, joinLine);
  const writer = measureStream('csvChunks (quoting, neutralising, German numbers)', ROWS, null);
  out.push('### CSV writer (1,000,000 rows × 6 cells, streamed)', '');
  out.push('| what | ms | rows/s | output MB (UTF-16 chars) | peak RSS MB | peak heap MB |', '|---|---:|---:|---:|---:|---:|');
  out.push(baseline, writer);
  const bRate = Number(baseline.split('|')[3]!.replaceAll(',', ''));
  const wRate = Number(writer.split('|')[3]!.replaceAll(',', ''));
  out.push('', `writer / baseline time ratio: ${fmt(bRate / wRate, 2)}×`, '');

  const t0 = performance.now();
  const whole = writeCsv(csvRows(ROWS), { decimals: [0, 0, 0, 2, 2, 8] });
  const ms = performance.now() - t0;
  const m = proc.memoryUsage();
  out.push(
    `writeCsv to one string (1M rows): ${fmt(ms, 0)} ms, ${fmt(whole.length / MB, 1)} M chars, RSS after ${fmt(m.rss / MB, 0)} MB, heap after ${fmt(m.heapUsed / MB, 0)} MB`,
  );
}

console.log(out.join('\n'));
