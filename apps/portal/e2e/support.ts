import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from '@playwright/test';

/** The demo users (password `<user>1234`). */
export type DemoUser = 'admin' | 'socio' | 'otro';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A session opened from Node: its cookie jar, and the state a browser context needs to be signed in with it. */
interface HeldSession {
  api: APIRequestContext;
  state: StorageState;
}

/** This worker's sessions, one per server and user (the module lives as long as the worker). */
const held = new Map<string, HeldSession>();

async function openSession(baseURL: string, user: DemoUser): Promise<HeldSession> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
  const answer = await api.post('/api/Login/Validar', { data: { usuario: user, pwd: `${user}1234` } });
  expect((await answer.json()).ok, `${user} logs in on ${baseURL}`).toBe(true);
  const { cookies } = await api.storageState();
  // What the portal keeps after a login (src/app/session/storage.ts): the flag that makes it check the session on load.
  return { api, state: { cookies, origins: [{ origin: baseURL, localStorage: [{ name: 'isLogged', value: 'true' }] }] } };
}

/** Whether a held session still answers Login/EnSession (which also keeps it alive, as a page load would). */
async function stillOpen(api: APIRequestContext): Promise<boolean> {
  try {
    const check = await api.get('/api/Login/EnSession');
    return check.ok() && (await check.json()).ok === true;
  } catch {
    return false;
  }
}

/**
 * Makes the page's context signed in as a demo user without the login screen: a journey about another screen then
 * starts with `page.goto` on it, saving a login page, the sign-in and the dashboard. The session is opened once per
 * worker, server and user from Node (Login/Validar), and checked before each use (Login/EnSession): a journey that
 * ended it (Salir, a password change ends the user's other sessions, the last tab's CloseConnections) gets a new one.
 * Call it before the journey's first page of the portal. Journeys about the login, the session or the dashboard log in through
 * the screen (logIn).
 */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  const baseURL = serverUrl();
  const key = `${baseURL} ${user}`;
  let session = held.get(key);
  if (session && !(await stillOpen(session.api))) {
    await session.api.dispose().catch(() => undefined);
    session = undefined;
  }
  if (!session) {
    session = await openSession(baseURL, user);
    held.set(key, session);
  }
  await page.context().setStorageState(session.state);
}

/** Logs in through the login screen as a member would (revealing the form first on narrow screens). */
export async function logIn(page: Page, usuario: string, pwd: string): Promise<void> {
  await page.goto('/login');
  await revealLoginForm(page);
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(pwd);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
}

/** The main navigation (the sidebar). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** Waits until the logged-in frame shows the dashboard. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
}

/** The address of the server the running test's project talks to (playwright.config.ts: one server per project). */
export function serverUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the e2e project has no baseURL');
  return url;
}

/** The .eml files the test's server wrote so far, oldest first (its data folder is published by serve.mjs). */
export function outbox(): string[] {
  const port = new URL(serverUrl()).port;
  const dataDir = readFileSync(join(tmpdir(), `socios-e2e-${port}.datadir`), 'utf8').trim();
  try {
    const dir = join(dataDir, 'outbox');
    // Oldest first by the time written (a campaign's e-mails are named by their Message-ID, not by time).
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => a.t - b.t || a.f.localeCompare(b.f))
      .map(({ f }) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Waits for the login screen, then shows its form where it hides behind the key button (up to 1200 px). The screen
 * is rendered after its script loads, so the button's visibility is read only once the screen is there.
 */
export async function revealLoginForm(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Bienvenido al portal del socio' })).toBeVisible();
  const reveal = page.getByRole('button', { name: 'Mostrar el formulario de acceso' });
  if (await reveal.isVisible()) await reveal.click();
}

/** The columns a table row exists for: one of them must be on screen without scrolling (or the table is cards). */
const KEY_COLUMN = /^(PVP|Neto|Importe|Unidades|Estado)\b/i;

/**
 * The layout problems a member sees on the page as it is now, one line each (empty when there is none), as one
 * pass in the page: (1) two items of one list, grid or table (list items, articles, rows) that cover each other;
 * (2) a page-level horizontal scroll, with the elements that reach past the viewport; (3) a text box narrower than
 * 120 px that wraps its words one per line (or breaks a word); (4) a table whose key column (PVP, Neto, Importe,
 * Unidades, Estado) is off screen or clipped by its scroll box. Only what is rendered and visible is measured.
 */
export async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((keySource) => {
    const key = new RegExp(keySource, 'i');
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return null;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') return null;
      return r;
    };

    // (1) Siblings of a list, grid or table that overlap (a virtualised list placing rows at estimated heights).
    // Grouped by their list (a virtualised list wraps each line of items in a positioned row of its own).
    const ITEM = 'li, [role="listitem"], article, tr, [role="row"]';
    const groups = new Map<Element, Element[]>();
    for (const el of document.querySelectorAll('main li, main [role="listitem"], main article, main tr, main [role="row"], [role="dialog"] tr')) {
      const parent = el.parentElement;
      if (!parent || parent.closest(ITEM)) continue;
      const list = parent.closest('ul, ol, [role="list"], tbody, [role="rowgroup"]') ?? parent;
      groups.set(list, [...(groups.get(list) ?? []), el]);
    }
    for (const members of groups.values()) {
      const items = members
        .slice(0, 80)
        .map((el) => ({ el, r: shown(el) }))
        .filter((x): x is { el: Element; r: DOMRect } => x.r !== null);
      for (let i = 0; i < items.length; i += 1) {
        for (let j = i + 1; j < items.length; j += 1) {
          const a = items[i]!.r;
          const b = items[j]!.r;
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 2 && h > 2) problems.push(`overlap: ${name(items[i]!.el)} and ${name(items[j]!.el)} cover ${Math.round(w)}×${Math.round(h)} px`);
        }
      }
    }

    // (2) Page-level horizontal scroll.
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > vw + 1) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right + window.scrollX > vw + 1;
        })
        // The outermost offenders only.
        .filter((el, _, all) => !all.includes(el.parentElement as Element))
        .slice(0, 3)
        .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right + window.scrollX)} px)`);
      problems.push(`page scrolls sideways: ${scroller.scrollWidth} px wide in ${vw} px; ${wide.join(', ')}`);
    }

    // (3) Narrow text boxes wrapping one word (or less) per line.
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement;
      const words = (node.textContent ?? '').trim().split(/\s+/).filter(Boolean);
      if (!box || seen.has(box) || words.length < 2 || words.join('').length < 4) continue;
      seen.add(box);
      const r = shown(box);
      if (!r || r.width >= 120) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((l) => l.width > 0).map((l) => Math.round(l.top))).size;
      if (lines >= words.length && lines > 1) problems.push(`one word per line: ${name(box)} in ${Math.round(r.width)} px, ${lines} lines`);
    }

    // (4) Tables: the key column on screen, not clipped by the table's scroll box, or the table shown as cards.
    for (const table of document.querySelectorAll('main table, [role="dialog"] table')) {
      if (!shown(table)) continue;
      // A hidden header row: the table is shown as cards (one 'label: value' line per field).
      const heads = [...table.querySelectorAll('thead th, [role="columnheader"]')].filter((th) => key.test((th.textContent ?? '').trim()) && shown(th));
      if (heads.length === 0) continue;
      let clip = { left: 0, right: vw };
      for (let up = table.parentElement; up; up = up.parentElement) {
        const ox = getComputedStyle(up).overflowX;
        if (ox !== 'visible') {
          const r = up.getBoundingClientRect();
          clip = { left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
        }
      }
      const visible = heads.some((th) => {
        const r = th.getBoundingClientRect();
        return r.width > 0 && r.left >= clip.left - 1 && r.right <= clip.right + 1;
      });
      if (!visible) {
        const label = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? name(table);
        problems.push(`table "${label}": ${heads.map((h) => (h.textContent ?? '').trim()).join(', ')} off screen`);
      }
    }
    return problems;
  }, KEY_COLUMN.source);
  return found.map((line) => `${where}: layout: ${line}`);
}
