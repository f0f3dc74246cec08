// Share dialog figures of `pnpm bench`: a page built here with Vite renders the real ShareModal;
// Debian's Chromium opens it with 10,000 contacts and types into its search. Baseline, measured in the same run:
// the same dialog opened with no contacts. Goals: opens < 300 ms, a keystroke shows < 50 ms.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { BROWSER_ARGS } from '../../../test-fonts/env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'bench', '.share-modal');
const CONTACTS = 10_000;
const RUNS = 3;

function writeHarness() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div><script type="module" src="./main.tsx"></script></html>');
  writeFileSync(
    join(dir, 'main.tsx'),
    `import { ShareModal, ThemeProvider } from '@socios/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const names = ['Lucía', 'Jorge', 'Ángela', 'Martín', 'Nuria', 'Pablo', 'Carmen', 'Íñigo'];
const count = Number(new URLSearchParams(location.search).get('contacts') ?? '0');
const contacts = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  name: names[i % names.length] + ' Contacto ' + String(i + 1).padStart(5, '0'),
  email: 'contacto' + (i + 1) + '@taller' + (i % 97) + '.es',
}));

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>Abrir</button>
      <ShareModal open={open} onClose={() => setOpen(false)} title="Compartir noticia" contacts={contacts} onSend={async () => undefined} />
    </ThemeProvider>
  );
}
createRoot(document.getElementById('root')).render(<Page />);
`,
  );
}

/** Milliseconds from the click on «Abrir» to the first frame painted with the dialog (and its first rows). */
async function openTime(page, contacts) {
  await page.goto(`/?contacts=${contacts}`);
  await page.getByRole('button', { name: 'Abrir' }).waitFor();
  return page.evaluate(
    (withRows) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        document.querySelector('button').click();
        const ready = () => document.querySelector('[role=dialog]') && (!withRows || document.querySelector('[role=dialog] [role=listitem]'));
        const check = () => (ready() ? requestAnimationFrame(() => resolve(performance.now() - t0)) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    contacts > 0,
  );
}

/** For each character: ms until the search box shows it, and ms until the list shows the filtered contacts. */
async function keystrokes(page, text) {
  return page.evaluate(async (chars) => {
    const input = document.querySelector('[role=dialog] input[type=search]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const out = [];
    const fold = (t) =>
      t
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    // The list shows the search's result when every row drawn contains the text typed (or none matches).
    const filtered = () => {
      const needle = fold(input.value.trim());
      const rows = [...document.querySelectorAll('[role=dialog] [role=listitem]')];
      return rows.length === 0 || rows.every((row) => fold(row.textContent).includes(needle));
    };
    for (const ch of chars) {
      const t0 = performance.now();
      setValue.call(input, input.value + ch);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const echo = await new Promise((r) => requestAnimationFrame(() => r(performance.now() - t0)));
      const results = await new Promise((r) => {
        const wait = () => {
          if (filtered() || performance.now() - t0 > 5_000) r(performance.now() - t0);
          else requestAnimationFrame(wait);
        };
        wait();
      });
      out.push({ echo, results });
    }
    return out;
  }, text);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

writeHarness();
await build({ root: dir, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist') } });
const server = await preview({ root: dir, logLevel: 'silent', build: { outDir: join(dir, 'dist') }, preview: { port: 0, host: '127.0.0.1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...BROWSER_ARGS, '--headless'],
});
try {
  const page = await browser.newPage({ baseURL: server.resolvedUrls.local[0], viewport: { width: 1280, height: 900 } });
  const base = [];
  const open = [];
  const echo = [];
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    base.push(await openTime(page, 0));
    open.push(await openTime(page, CONTACTS));
    for (const k of await keystrokes(page, 'martín 01')) {
      echo.push(k.echo);
      results.push(k.results);
    }
  }
  const b = median(base);
  const rows = [
    ['share dialog with no contacts opens (baseline)', b, ''],
    [`opens with ${CONTACTS.toLocaleString('en')} contacts (goal < 300 ms)`, median(open), ''],
    ['a keystroke in its search shows (goal < 50 ms)', median(echo), `p90 ${echo.sort((x, y) => x - y)[Math.floor(echo.length * 0.9)].toFixed(1)}`],
    ['the list shows the filtered contacts', median(results), ''],
  ];
  console.log(`\n### Share dialog, ${CONTACTS.toLocaleString('en')} contacts (Chromium, median of ${RUNS} runs)\n`);
  console.log('| figure | ms | ratio to baseline | note |');
  console.log('|---|---:|---:|---|');
  for (const [name, ms, note] of rows) console.log(`| ${name} | ${ms.toFixed(1)} | ${(ms / b).toFixed(2)} | ${note} |`);
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
  rmSync(dir, { recursive: true, force: true });
}
