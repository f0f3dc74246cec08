import { describe, expect, it } from 'vitest';
import { gatedSection } from '../app/features';
import { FEATURES } from './index';

describe('features register themselves', () => {
  it('gate their sections by the permission they declare', () => {
    expect(gatedSection('/noticias', FEATURES)).toEqual({ path: 'noticias', permission: 'Noticias', title: 'Noticias' });
    expect(gatedSection('/noticias/12', FEATURES)?.permission).toBe('Noticias');
    expect(gatedSection('/estudiosMercado', FEATURES)?.permission).toBe('Estudios');
    expect(gatedSection('/contactos', FEATURES)).toBeUndefined();
    expect(gatedSection('/noticiasfalsas', FEATURES)).toBeUndefined();
  });

  it('gate only paths they route, and no two features claim one section', () => {
    const claimed = FEATURES.flatMap((f) => (f.sections ?? []).map((s) => s.path));
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const feature of FEATURES) {
      const segments = new Set((feature.routes ?? []).map((r) => (r.path ?? '').split('/')[0]));
      for (const section of feature.sections ?? []) expect(segments.has(section.path)).toBe(true);
    }
  });
});
