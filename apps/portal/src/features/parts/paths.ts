/** Where a parts page sits, from its route parameters: the vehicle path and the parent page the back button opens. */
export interface PartsPlace {
  fabId?: number;
  modId?: number;
  motId?: number;
  grpId?: number;
  referencia?: string;
}

/** The base of an engine's pages: by the vehicle tree when it was walked, else by the engine alone (a plate). */
export function enginePath(p: PartsPlace): string {
  return p.fabId && p.modId ? `/referencias/buscador/${p.fabId}/${p.modId}/${p.motId}` : `/referencias/motor/${p.motId}`;
}

/** The page above this one (null on the makers page: the back button is disabled there). */
export function parentPath(p: PartsPlace): string | null {
  if (p.grpId && p.motId) return enginePath(p);
  if (p.motId && p.fabId && p.modId) return `/referencias/buscador/${p.fabId}/${p.modId}`;
  if (p.motId) return '/referencias';
  if (p.modId && p.fabId) return `/referencias/buscador/${p.fabId}`;
  if (p.fabId || p.referencia) return '/referencias';
  return null;
}

/** The route parameters as numbers. */
export function placeOf(params: Record<string, string | undefined>): PartsPlace {
  const n = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
  return { fabId: n(params.fabId), modId: n(params.modId), motId: n(params.motId), grpId: n(params.grpId), referencia: params.referencia };
}
