import { RECENT_VEHICLES_MAX, type VehiculoReciente, type VehiculoTecDoc } from '@socios/api';
import type { Queryable } from '../../db/db';

/** How many vehicles the header keeps per user. */
export const RECENT_VEHICLES = RECENT_VEHICLES_MAX;

/** The user's recent vehicles, newest first. */
export function recentVehicles(db: Queryable, userId: number): Promise<VehiculoReciente[]> {
  return db.query<VehiculoReciente>(
    `SELECT fab_id AS "idFabricante", fabricante, mod_id AS "idModelo", modelo, mot_id AS "idMotor", motor, bastidor,
            to_char(opened_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fecha
       FROM recent_vehicles WHERE usr_id = $1 ORDER BY opened_at DESC, mot_id LIMIT ${RECENT_VEHICLES}`,
    [userId],
  );
}

/** Puts a vehicle first in the user's list (again, when it was there) and forgets what falls past the tenth. */
export async function addRecentVehicle(db: Queryable, userId: number, v: VehiculoTecDoc): Promise<void> {
  await db.query(
    `INSERT INTO recent_vehicles (usr_id, mot_id, fab_id, fabricante, mod_id, modelo, motor, bastidor, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())
     ON CONFLICT (usr_id, mot_id) DO UPDATE SET fab_id = EXCLUDED.fab_id, fabricante = EXCLUDED.fabricante, mod_id = EXCLUDED.mod_id,
       modelo = EXCLUDED.modelo, motor = EXCLUDED.motor, bastidor = EXCLUDED.bastidor, opened_at = EXCLUDED.opened_at`,
    [userId, v.idMotor, v.idFabricante, v.fabricante, v.idModelo, v.modelo, v.motor, v.bastidor],
  );
  await db.query(
    `DELETE FROM recent_vehicles WHERE usr_id = $1 AND mot_id NOT IN (
       SELECT mot_id FROM recent_vehicles WHERE usr_id = $1 ORDER BY opened_at DESC, mot_id LIMIT ${RECENT_VEHICLES})`,
    [userId],
  );
}
