import type { Queryable } from './db';

/**
 * A value kept per database, made on first use (a WeakMap on the database): a process may serve several, as the tests'
 * workers do, and what one database's answers were built from must never answer for another's.
 */
export function perDatabase<T>(make: () => T): (db: Queryable) => T {
  const kept = new WeakMap<Queryable, T>();
  return (db) => {
    let value = kept.get(db);
    if (value === undefined) {
      value = make();
      kept.set(db, value);
    }
    return value;
  };
}
