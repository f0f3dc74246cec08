import type { Db, Queryable } from '../db/db';
import { seedCampaigns } from './campaigns';
import type { SeedDay } from './day';
import { seedCatalogue } from './catalogue';
import { seedGallery } from './gallery';
import { seedIntranet } from './intranet';
import { seedMailings } from './mailings';
import { seedMemberConditions } from './memberConditions';
import { seedMembers } from './members';
import { Random } from './random';
import { seedPartsCatalogue } from './partsCatalogue';
import { seedPriceUpdates } from './priceUpdates';
import { seedStock } from './stock';
import { seedStudies } from './studies';
import { seedSuppliers } from './suppliers';
import { seedTariffs } from './tariffs';
import { seedWorkshops } from './workshops';

export type { SeedDay } from './day';

/** One part of the demo data; later features add their own parts after the ones they build on. */
export interface SeedPart {
  /** Unique name, recorded once the part is loaded. */
  name: string;
  /** Loads the part inside a transaction. */
  run(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void>;
}

/** The demo data, in loading order. */
export const SEED_PARTS: SeedPart[] = [
  { name: 'members', run: seedMembers },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'intranet', run: seedIntranet },
  { name: 'studies', run: seedStudies },
  { name: 'suppliers', run: seedSuppliers },
  { name: 'tariffs', run: seedTariffs },
  { name: 'priceUpdates', run: seedPriceUpdates },
  { name: 'partsCatalogue', run: seedPartsCatalogue },
  { name: 'stock', run: seedStock },
  { name: 'memberConditions', run: seedMemberConditions },
  { name: 'workshops', run: seedWorkshops },
  { name: 'gallery', run: seedGallery },
  { name: 'campaigns', run: seedCampaigns },
  { name: 'mailings', run: seedMailings },
];

const SEED_LOCK = 7_242_002;

/**
 * Loads the parts of the demo data not loaded yet, each in its own transaction (all or nothing) under an
 * advisory lock. Deterministic: each part has its own random sequence seeded from its name, dated from `day.now`.
 * A scale of 0 loads nothing.
 */
export async function seed(db: Db, scale: number, parts = SEED_PARTS, day: SeedDay = { now: new Date() }): Promise<string[]> {
  if (scale <= 0) return [];
  const loaded: string[] = [];
  for (const part of parts) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const exists = await tx.query('SELECT 1 FROM seed_parts WHERE part = $1', [part.name]);
      if (exists.length) return false;
      let hash = 2166136261;
      for (const ch of part.name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
      const t0 = Date.now();
      await part.run(tx, scale, new Random(hash), day);
      // SEED_TIMING=1 prints how long each part took (to find a slow one).
      if (process.env.SEED_TIMING) console.log(`seed ${part.name}: ${Date.now() - t0} ms`);
      // applied_at is the day the part is dated from: fitting the ready database to a later day reads and moves it.
      await tx.query('INSERT INTO seed_parts (part, scale, applied_at) VALUES ($1, $2, $3)', [part.name, scale, day.now]);
      return true;
    });
    if (done) loaded.push(part.name);
  }
  return loaded;
}
