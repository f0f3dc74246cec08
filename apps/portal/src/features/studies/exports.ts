import { formatEuro, formatNumber, formatPercent, type StudyConsumptionTable, type StudyResult } from '@socios/domain';
import { lightTheme } from '@socios/ui';
import { TIER_TITLES } from './components';

/** Delay between opening the print view and printing it (spec 000 §2). */
export const PRINT_DELAY_MS = 500;

const { color, font, spacing, borderWidth } = lightTheme;
const PRINT_CSS = `
  body { font-family: ${font.family}; color: ${color.text}; background: ${color.surface}; margin: ${spacing(6)}; font-size: ${font.size.xs}; }
  h1 { font-size: ${font.size.xl}; margin: 0 0 ${spacing(1)}; }
  p { margin: 0 0 ${spacing(4)}; color: ${color.textMuted}; }
  table { border-collapse: collapse; width: 100%; margin-bottom: ${spacing(6)}; }
  caption { text-align: left; font-weight: bold; font-size: ${font.size.md}; padding-bottom: ${spacing(1.5)}; }
  th, td { border: ${borderWidth.thin} solid ${color.borderStrong}; padding: ${spacing(1, 2)}; }
  th { background: ${color.surfaceAlt}; text-align: left; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  @page { margin: 15mm; }
`;

function table(doc: Document, caption: string, head: readonly string[], rows: readonly (readonly string[])[]): HTMLTableElement {
  const t = doc.createElement('table');
  t.createCaption().textContent = caption;
  const hr = t.createTHead().insertRow();
  for (const h of head) {
    const th = doc.createElement('th');
    th.textContent = h;
    hr.append(th);
  }
  const body = t.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    row.forEach((text, i) => {
      const cell = i === 0 ? doc.createElement('th') : doc.createElement('td');
      cell.textContent = text;
      if (i > 0) cell.className = 'n';
      tr.append(cell);
    });
  }
  return t;
}

/**
 * Opens the Resumen as a clean print layout in a new window and prints it after 500 ms. The document is built
 * from here with DOM calls (no script runs in it: the portal's CSP allows only its own scripts).
 */
export function printStudy(title: string, subtitle: string, result: Pick<StudyResult, 'brands' | 'tiers'>, consumption: StudyConsumptionTable): Window | null {
  const w = window.open('', '_blank');
  if (!w) return null;
  const doc = w.document;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = PRINT_CSS;
  doc.head.append(style);
  const h1 = doc.createElement('h1');
  h1.textContent = title;
  const p = doc.createElement('p');
  p.textContent = subtitle;
  const pct = (v: number | null) => (v === null ? '—' : formatPercent(v));
  const tiers = table(
    doc,
    'Comparativa de precios por tramos',
    ['Marca', ...TIER_TITLES],
    [
      ...result.brands.map((b) => [b.name, ...TIER_TITLES.map((_, i) => `${pct(b.percentages[i] ?? null)} (${formatEuro(b.averages[i] ?? 0)})`)]),
      ['Líneas comparadas', ...TIER_TITLES.map((_, i) => formatNumber(result.tiers[i]?.lines ?? 0, { decimals: 0 }))],
    ],
  );
  const euro = (v: number | null) => (v === null ? '—' : formatEuro(v));
  const consumptionTable = table(
    doc,
    'Consumos de la subfamilia (últimos 12 meses)',
    ['Marca', 'Consumo individual', '% individual', 'Consumo del grupo', '% grupo'],
    [
      ...consumption.lines.map((l) => [l.brand, euro(l.individual), pct(l.individualPercent), euro(l.group), pct(l.groupPercent)]),
      ['TOTAL SUBFAMILIA', euro(consumption.referenceTotal), '', euro(consumption.groupTotal), ''],
    ],
  );
  doc.body.replaceChildren(h1, p, tiers, consumptionTable);
  setTimeout(() => {
    w.focus();
    w.print();
  }, PRINT_DELAY_MS);
  return w;
}
