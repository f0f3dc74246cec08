/** Local-storage keys of the session (spec 000 §2 and §4). */
const IS_LOGGED = 'isLogged';
const TAB_COUNT = 'tabCount';
const CLOSED_AT = 'lastTabClosedAt';

/** How long after the last tab closed a new load still counts as a reload of it (ms). */
export const RELOAD_GRACE_MS = 10_000;

/** Whether the local flag isLogged is 'true'. */
export function isLoggedFlag(): boolean {
  return localStorage.getItem(IS_LOGGED) === 'true';
}

/** Sets isLogged to 'true' after a successful login or session check. */
export function markLoggedIn(): void {
  localStorage.setItem(IS_LOGGED, 'true');
  localStorage.removeItem(CLOSED_AT);
}

/** Sets isLogged to 'false', and forgets what the tab kept for the user who leaves (e.g. the directory's search). */
export function markLoggedOut(): void {
  localStorage.setItem(IS_LOGGED, 'false');
  sessionStorage.clear();
}

/**
 * Counts this tab in. When the last tab had closed only moments ago, this load is that tab being reloaded
 * (or reopened at once): the logged flag is restored so that the session check can decide.
 */
export function registerTab(now = Date.now()): void {
  const closedAt = Number(localStorage.getItem(CLOSED_AT) ?? 0);
  if (closedAt && now - closedAt < RELOAD_GRACE_MS) localStorage.setItem(IS_LOGGED, 'true');
  localStorage.removeItem(CLOSED_AT);
  localStorage.setItem(TAB_COUNT, String(Math.max(0, Number(localStorage.getItem(TAB_COUNT) ?? 0)) + 1));
}

/** Counts this tab out; returns true when it was the last one (the caller then ends the session). */
export function unregisterTab(now = Date.now()): boolean {
  const left = Math.max(0, Number(localStorage.getItem(TAB_COUNT) ?? 1) - 1);
  localStorage.setItem(TAB_COUNT, String(left));
  if (left > 0) return false;
  if (isLoggedFlag()) localStorage.setItem(CLOSED_AT, String(now));
  markLoggedOut();
  return true;
}
