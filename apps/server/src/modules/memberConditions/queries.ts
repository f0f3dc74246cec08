import type { Queryable } from '../../db/db';

/** The stored conditions text (HTML as written), or '' when none was ever stored. */
export async function conditionsText(db: Queryable): Promise<string> {
  const rows = await db.query<{ texto: string }>('SELECT condsoc_texto AS texto FROM member_conditions WHERE condsoc_id = 1');
  return rows[0]?.texto ?? '';
}

/** Replaces the conditions text (the one row), already sanitised by the caller. */
export async function saveConditionsText(db: Queryable, html: string): Promise<void> {
  await db.query(
    `INSERT INTO member_conditions (condsoc_id, condsoc_texto) VALUES (1, $1)
     ON CONFLICT (condsoc_id) DO UPDATE SET condsoc_texto = excluded.condsoc_texto, condsoc_fecha = now()`,
    [html],
  );
}
