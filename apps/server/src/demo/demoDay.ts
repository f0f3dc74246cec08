import type { Db, Queryable } from '../db/db';
import { THIS_WEEK_NEWS, thisWeekDay } from './intranet';
import { UPDATE_YEARS_BACK } from './priceUpdates';

/**
 * Fitting the demo data to the day it is read, once.
 *
 * Why: the seed dates its data relative to the day it is made (SeedDay): this week's news and two scheduled for later,
 * this year's purchases up to this month, price updates past and to come, documents, orders and a mailing days old.
 * The build's ready database (template.ts) is made once; unpacked on a later day as it was, the portal would show
 * last week's news as this week's, no purchases this month, future price updates already past. Seeding again instead
 * takes a minute; moving the dates takes a fraction of a second and gives the picture a fresh seed would give today:
 * - a date moves by the days between; a timestamp by the time between, so 'a week ago' stays a week ago and the
 *   build's now() becomes now;
 * - purchases, kept by (year, month), move by the years between and lose the months after this one: the ready
 *   database holds the whole current year (SeedDay.purchasesToYearEnd), so this year's purchases are exactly a fresh
 *   seed's up to this month, on any day;
 * - price updates keep their window: since January two years ago (UPDATE_YEARS_BACK), the older ones go;
 * - this year's names of purchase price lists and supplier documents ('Tarifa general 2026') move with the year;
 * - the four news of this week stay in this week, from its Monday on, as the seed places them;
 * - the tariffs' price dates (the first of a month, four months apart) move by the months between;
 * - fixed history stays: vehicle models' and engines' production dates, the migrations' log.
 * The day the data is dated from is seed_parts.applied_at (moved with the rest), so a second fit on the same day finds
 * nothing to do. Only a ready database that nobody has used yet is fitted (open.ts): a member's own data is never
 * moved.
 */

/** Columns that are history, not relative to the day: never moved. */
const FIXED = new Set([
  'schema_migrations.applied_at',
  'vehicle_models.mod_desde',
  'vehicle_models.mod_hasta',
  'vehicle_engines.mot_desde',
  'vehicle_engines.mot_hasta',
]);
/** Dates that fall on the first of a month relative to this month: moved by whole months. */
const BY_MONTHS = new Set(['tariff_lines.tar_fecha_vigencia']);

/**
 * The tables of many rows whose dates move (none of these dates is indexed): the ready database leaves room on every
 * page for a second version of each row (template.ts), so that moving them is a heap-only update that writes no index
 * entry: 65,000 price update lines moved in 1.4 s instead of 5.2 s on a busy 2-core machine.
 */
export const ROOM_TO_MOVE = ['tariff_lines', 'price_update_lines'];

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How far the demo data moved. */
export interface DemoShift {
  /** The day the data was dated from (YYYY-MM-DD), before the fit. */
  from: string;
  days: number;
  months: number;
  years: number;
}

/** A date or timestamp column of our schema. */
interface DatedColumn {
  table: string;
  column: string;
  /** date or timestamp */
  kind: 'date' | 'timestamp';
}

/** Every date and timestamp column of the public schema, with how the rule moves it ('fixed' for history). */
export async function datedColumns(db: Queryable): Promise<(DatedColumn & { move: 'days' | 'months' | 'time' | 'fixed' })[]> {
  const rows = await db.query<{ table: string; column: string; type: string }>(
    `SELECT c.relname AS table, a.attname AS column, a.atttypid::regtype::text AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        AND a.atttypid IN ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
      ORDER BY 1, 2`,
  );
  return rows.map((r) => {
    const name = `${r.table}.${r.column}`;
    const kind = r.type === 'date' ? 'date' : 'timestamp';
    const move = FIXED.has(name) ? 'fixed' : BY_MONTHS.has(name) ? 'months' : kind === 'date' ? 'days' : 'time';
    return { table: r.table, column: r.column, kind, move };
  });
}

/**
 * Moves the demo data from the day it was dated from to `now` (see above) in one transaction; undefined when the
 * database holds no demo data. Safe to run twice.
 */
export async function fitDemoData(db: Db, now = new Date()): Promise<DemoShift | undefined> {
  return db.transaction(async (db) => {
    // SEED_TIMING=1 prints how long each statement took, as the seed does for its parts.
    const tx: Queryable = {
      async query<T>(sql: string, params?: readonly unknown[]) {
        const t0 = performance.now();
        const rows = await db.query<T>(sql, params);
        if (process.env.SEED_TIMING) console.log(`fit ${sql.slice(0, 60)}: ${Math.round(performance.now() - t0)} ms`);
        return rows;
      },
      exec: (sql: string) => db.exec(sql),
    };
    const [made] = await tx.query<{ at: Date | null }>('SELECT max(applied_at) AS at FROM seed_parts');
    if (!made?.at) return undefined;
    const from = new Date(made.at);
    const days = Math.round((utcDay(now) - utcDay(from)) / DAY_MS);
    const years = now.getUTCFullYear() - from.getUTCFullYear();
    const months = years * 12 + now.getUTCMonth() - from.getUTCMonth();
    const ms = now.getTime() - from.getTime();
    const thisYear = now.getUTCFullYear();
    const thisMonth = now.getUTCMonth() + 1;

    // The price updates that will fall before their window go first, so that their lines are not moved for nothing.
    if (days > 0) await tx.query('DELETE FROM price_updates WHERE his_fecha + $1::int < make_date($2, 1, 1)', [days, thisYear - UPDATE_YEARS_BACK]);
    const byTable = new Map<string, string[]>();
    for (const c of await datedColumns(tx)) {
      let set: string | undefined;
      if (c.move === 'days' && days !== 0) set = `${c.column} = ${c.column} + ${days}`;
      if (c.move === 'months' && months !== 0) set = `${c.column} = ${c.column} + make_interval(months => ${months})`;
      if (c.move === 'time' && ms !== 0) set = `${c.column} = ${c.column} + make_interval(secs => ${ms / 1000})`;
      if (set) byTable.set(c.table, [...(byTable.get(c.table) ?? []), set]);
    }
    for (const [table, sets] of byTable) await tx.query(`UPDATE ${table} SET ${sets.join(', ')}`);

    if (years !== 0) {
      // The key (member, supplier, brand, subfamily, year, month) of a moved row is another row's until that one has
      // moved too: one year at a time, the year moving towards the others' last, every key it takes is free.
      const order = years > 0 ? 'DESC' : 'ASC';
      for (const { year } of await tx.query<{ year: number }>(`SELECT DISTINCT year FROM purchases ORDER BY year ${order}`)) {
        await tx.query('UPDATE purchases SET year = year + $1 WHERE year = $2', [years, year]);
      }
      const was = ` ${from.getUTCFullYear()}$`;
      await tx.query(`UPDATE purchase_tariffs SET prvtarcom_descripcion = regexp_replace(prvtarcom_descripcion, $1, ' ${thisYear}')`, [was]);
      await tx.query(`UPDATE supplier_documents SET prvdoc_nombre = regexp_replace(prvdoc_nombre, $1, ' ${thisYear}')`, [was]);
    }
    await tx.query('DELETE FROM purchases WHERE year > $1 OR (year = $1 AND month > $2)', [thisYear, thisMonth]);
    // The room left for moving (ROOM_TO_MOVE) is not kept for later rows.
    for (const table of ROOM_TO_MOVE) await tx.query(`ALTER TABLE ${table} RESET (fillfactor)`);

    if (days !== 0) await keepThisWeekNews(tx, utcDay(now));
    return { from: isoDay(utcDay(from)), days, months, years };
  });
}

/** The news of this week back to where the seed puts them (thisWeekDay), with their dates and attachments' dates. */
async function keepThisWeekNews(tx: Queryable, today: number): Promise<void> {
  const news = await tx.query<{ id: number; day: string }>(
    `SELECT not_id AS id, to_char(not_fecha_publicacion, 'YYYY-MM-DD') AS day FROM news ORDER BY not_id OFFSET $1 LIMIT $2`,
    [THIS_WEEK_NEWS.first, THIS_WEEK_NEWS.count],
  );
  for (const [k, n] of news.entries()) {
    const by = Math.round((thisWeekDay(today, k) - Date.parse(n.day)) / DAY_MS);
    if (by === 0) continue;
    await tx.query('UPDATE news SET not_fecha_publicacion = not_fecha_publicacion + $2::int, not_fecha = not_fecha + $2::int WHERE not_id = $1', [n.id, by]);
    await tx.query('UPDATE news_documents SET notdoc_fecha_insercion = notdoc_fecha_insercion + $2::int WHERE notdoc_id_noticia = $1', [n.id, by]);
  }
}
