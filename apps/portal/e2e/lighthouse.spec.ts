// Lighthouse in the test command: accessibility and best practices of the login screen, the
// dashboard and the two long lists (suppliers, members), desktop preset, in Debian's Chromium against the e2e server.
// Performance is measured apart (`pnpm bench`, bench/lighthouse.mjs): here nothing depends on the machine's speed.
// The browser is a persistent Playwright context with a debugging port: Lighthouse opens its own tab in the same
// profile, so it shares the session that a first tab (the keeper: a session lives while a tab is open) logs in.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { expectDashboard, logIn } from './support';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

interface Scores {
  accessibility: number;
  bestPractices: number;
  /** Ids of the scored audits that did not pass, with their score, e.g. `color-contrast (0)`. */
  failing: string[];
}

test.describe('Lighthouse: accessibility 100 and best practices ≥ 95', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let profile: string;
  let debugPort: number;
  let baseURL: string;

  test.beforeAll(async () => {
    const testInfo = test.info();
    baseURL = testInfo.project.use.baseURL ?? '';
    profile = mkdtempSync(join(tmpdir(), 'socios-e2e-lh-'));
    debugPort = await freePort();
    const launch = testInfo.project.use.launchOptions ?? {};
    context = await chromium.launchPersistentContext(profile, {
      executablePath: launch.executablePath,
      env: launch.env,
      args: [...(launch.args ?? []), `--remote-debugging-port=${debugPort}`],
      baseURL,
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
  });

  test.afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  /** One Lighthouse run of a path in a tab of its own (the profile's cookies and local storage kept). */
  async function audit(path: string): Promise<Scores> {
    const flags = {
      port: debugPort,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['accessibility', 'best-practices'],
      disableStorageReset: true,
      throttlingMethod: 'provided' as const,
    };
    const lhr = (await lighthouse(`${baseURL}${path}`, flags, desktopConfig))?.lhr;
    if (!lhr) throw new Error(`${path}: no Lighthouse result`);
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing: string[] = [];
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        const score = result?.score ?? null;
        if (ref.weight === 0 || score === null || score >= 1) continue;
        // Where it fails: the first few elements (selectors) the audit names, if it names any.
        const items = (result?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
        const where = items.flatMap((i) => (i.node?.selector ? [i.node.selector] : [])).slice(0, 3);
        failing.push(`${ref.id} (${score})${where.length ? ` at ${where.join(' | ')}` : ''}`);
      }
    }
    const scores = {
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      failing,
    };
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    console.log(`${path} (shown at ${shown}): ${JSON.stringify(scores)}`);
    // The page measured is the one asked for (a lost session would show the login screen instead).
    expect(shown, `${path}: Lighthouse was shown another page`).toBe(path);
    return scores;
  }

  const expectGood = (path: string, scores: Scores) => {
    expect.soft(scores.accessibility, `${path}: accessibility; failing audits: ${scores.failing.join(', ')}`).toBe(100);
    expect.soft(scores.bestPractices, `${path}: best practices; failing audits: ${scores.failing.join(', ')}`).toBeGreaterThanOrEqual(95);
  };

  test('the login screen, as a visitor', async () => {
    expectGood('/login', await audit('/login'));
  });

  test('the dashboard and the two long directories, as admin', async () => {
    const keeper = context.pages()[0] ?? (await context.newPage());
    await logIn(keeper, 'admin', 'admin1234');
    await expectDashboard(keeper);
    for (const path of ['/dashboard', '/proveedores', '/socios']) expectGood(path, await audit(path));
  });
});
