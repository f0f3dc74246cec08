// Lighthouse figures of `pnpm bench`: performance score, LCP, TBT and CLS of /login, /dashboard
// and /noticias (desktop preset, Lighthouse's simulated throttling) in Debian's Chromium, against the built server
// and portal on a fresh embedded database. The logged-in pages as the demo member admin: a first tab logs in and
// stays open on the portal (the session lives while a tab does), Lighthouse loads each page in a tab of its own
// with an empty HTTP cache. Baseline, measured in the same run: a bare HTML page with one heading.
// Goals: score ≥ 98, CLS ≤ 0.02, TBT ≤ 50 ms.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_ARGS } from '../../../test-fonts/env.mjs';
import { fileURLToPath } from 'node:url';
import { chromium as playwright } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

function freePort() {
  return new Promise((resolve) => {
    const srv = netServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 900; i++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-lh-'));
const profile = mkdtempSync(join(tmpdir(), 'socios-bench-lh-chromium-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverMain], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The baseline: a bare HTML page with one heading, served from a plain Node server.
const basePort = await freePort();
const base = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><html lang="es"><title>Hola</title><h1>Hola</h1></html>');
}).listen(basePort, '127.0.0.1');
const debugPort = await freePort();
const chromium = spawn(CHROMIUM, ['--headless', ...BROWSER_ARGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${debugPort}`, 'about:blank'], {
  stdio: 'ignore',
});

const rows = [];
try {
  await waitFor(`${url}/health`, server);
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chromium);
  // The tab that keeps the session: logs in through the API (cookie in the browser) and marks the portal logged in.
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const keeper = await browser.contexts()[0].newPage();
  await keeper.goto(`${url}/login`);
  const ok = await keeper.evaluate(async () => {
    const res = await fetch('/api/Login/Validar', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ usuario: 'admin', pwd: 'admin1234' }),
    });
    return (await res.json()).ok;
  });
  if (!ok) throw new Error('login failed');
  await keeper.goto(`${url}/perfil`);
  await keeper.evaluate(() => localStorage.setItem('isLogged', 'true'));
  const cdp = await keeper.context().newCDPSession(keeper);
  /** One cold Lighthouse run of a page (empty HTTP cache; the browser's cookies and local storage kept). */
  const measure = async (name, page) => {
    await cdp.send('Network.clearBrowserCache');
    const options = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const lhr = (await lighthouse(page, options, desktopConfig))?.lhr;
    if (!lhr) throw new Error(`${name}: no Lighthouse result`);
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    // LIGHTHOUSE_SAVE=<folder> keeps each report (JSON) to see which element shifts or which task blocks.
    if (process.env.LIGHTHOUSE_SAVE) writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      name,
      baseline: name.startsWith('bare'),
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  };
  await measure('bare HTML page (baseline)', `http://127.0.0.1:${basePort}/`);
  await measure('/dashboard (admin)', `${url}/dashboard`);
  await measure('/noticias (admin)', `${url}/noticias`);
  // The login screen last, as a visitor: the session ends first (the portal then shows /login, not the dashboard).
  await keeper.evaluate(() => fetch('/api/Login/SalirAplicacion', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }));
  await keeper.evaluate(() => localStorage.setItem('isLogged', 'false'));
  await measure('/login', `${url}/login`);
  await browser.close();
} finally {
  chromium.kill('SIGTERM');
  server.kill('SIGTERM');
  base.close();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

const baseline = rows[0];
console.log('\n### Lighthouse, desktop preset (Debian Chromium, simulated throttling)\n');
console.log('| page | shown at | score | LCP ms | ratio LCP to baseline | TBT ms | CLS |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const shown = r.finalUrl.replace(url, '');
  console.log(`| ${r.name} | ${shown} | ${r.score} | ${r.lcp.toFixed(0)} | ${(r.lcp / baseline.lcp).toFixed(2)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} |`);
}
if (process.env.BENCH_RESULTS) {
  const write = (name, value, unit, goal) => appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify({ name, value, unit, ...goal })}\n`);
  for (const r of rows) {
    const goals = !r.baseline;
    write(`lighthouse ${r.name}: performance score`, r.score, 'points', goals ? { goal: '≥ 98', holds: r.score >= 98 } : {});
    write(`lighthouse ${r.name}: LCP`, Math.round(r.lcp), 'ms');
    write(`lighthouse ${r.name}: TBT`, Math.round(r.tbt), 'ms', goals ? { goal: '≤ 50 ms', holds: r.tbt <= 50 } : {});
    write(`lighthouse ${r.name}: CLS`, Number(r.cls.toFixed(3)), '', goals ? { goal: '≤ 0.02', holds: r.cls <= 0.02 } : {});
  }
}
