/**
 * Credentials taken from /login/{user}/{pwd}. They are kept in memory only, for the one login attempt that
 * follows, so that they never stay in the address bar, the history or the history state.
 */
let pending: { usuario: string; pwd: string } | null = null;

/** Keeps credentials for the next login screen. */
export function holdCredentials(usuario: string, pwd: string): void {
  pending = { usuario, pwd };
}

/** Takes (and forgets) the held credentials. */
export function takeCredentials(): { usuario: string; pwd: string } | null {
  const taken = pending;
  pending = null;
  return taken;
}
