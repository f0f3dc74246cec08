import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

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

/** The .eml files the server wrote so far, oldest first (its data folder is published by serve.mjs). */
export function outbox(): string[] {
  const dataDir = readFileSync(join(tmpdir(), `socios-e2e-${process.env.E2E_PORT ?? '4317'}.datadir`), 'utf8').trim();
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
