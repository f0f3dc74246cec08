import { PORTAL_ROUTE_SEGMENTS } from '@socios/api';
import { describe, expect, it } from 'vitest';
import { gatedSection, lazyRoutesFor } from '../app/features';
import { FEATURES } from './index';

describe('features register themselves', () => {
  it('gate their sections by the permission they declare', () => {
    expect(gatedSection('/noticias', FEATURES)).toEqual({ path: 'noticias', permission: 'Noticias', title: 'Noticias' });
    expect(gatedSection('/noticias/12', FEATURES)?.permission).toBe('Noticias');
    expect(gatedSection('/estudiosMercado', FEATURES)?.permission).toBe('Estudios');
    expect(gatedSection('/contactos', FEATURES)).toBeUndefined();
    expect(gatedSection('/noticiasfalsas', FEATURES)).toBeUndefined();
  });

  it('gate only paths they route, and no two features claim one section', async () => {
    const claimed = FEATURES.flatMap((f) => (f.sections ?? []).map((s) => s.path));
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const feature of FEATURES) {
      const routes = [...(feature.routes ?? []), ...((await feature.lazyRoutes?.load()) ?? [])];
      const segments = new Set(routes.map((r) => (r.path ?? '').split('/')[0]));
      for (const section of feature.sections ?? []) expect(segments.has(section.path)).toBe(true);
    }
  });

  it('find a lazy route by the first segments it declares, each segment claimed by one feature', async () => {
    const declared = FEATURES.flatMap((f) => f.lazyRoutes?.paths ?? []);
    expect(new Set(declared).size).toBe(declared.length);
    for (const feature of FEATURES) {
      if (!feature.lazyRoutes) continue;
      const segments = new Set((await feature.lazyRoutes.load()).map((r) => (r.path ?? '').split('/')[0]));
      expect([...segments].sort()).toEqual([...feature.lazyRoutes.paths].sort());
      for (const path of feature.lazyRoutes.paths) expect(lazyRoutesFor(`/${path}/12`, FEATURES)).toBe(feature.lazyRoutes);
    }
    expect(lazyRoutesFor('/noExiste', FEATURES)).toBeUndefined();
    expect(lazyRoutesFor('/', FEATURES)).toBeUndefined();
  });

  it('answer a direct load: every first path segment they route is in the list of portal routes the server serves', async () => {
    const segments = new Set<string>();
    for (const feature of FEATURES) {
      const routes = [...(feature.routes ?? []), ...(feature.publicRoutes ?? []), ...((await feature.lazyRoutes?.load()) ?? [])];
      for (const route of routes) {
        const first = (route.path ?? '').replace(/^\//, '').split('/')[0] ?? '';
        // ':param' and '*' are no segment of their own; relative children hang under a segment already counted.
        if (first !== '*' && !first.startsWith(':')) segments.add(first);
      }
    }
    expect(segments.has('pedidos')).toBe(true);
    const listed = new Set<string>(PORTAL_ROUTE_SEGMENTS);
    expect([...segments].filter((s) => !listed.has(s))).toEqual([]);
    // And the list names no page the portal does not have (a stale entry would answer 200 to a dead address).
    expect([...listed].filter((s) => !segments.has(s))).toEqual([]);
  });
});
