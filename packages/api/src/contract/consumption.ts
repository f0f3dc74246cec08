import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ConsumoGrafico, ConsumoProveedor } from '../entities/news';
import { answer, wireId } from '../wire';

const supplierId = wireId.nullish();

/** The dashboard's consumption calls (000 §7), behind the Consumos permission. */
export const Consumos = {
  /**
   * This year's consumption by month against the previous year's: individual (the user's member), group (every
   * member) and country (members of the user's country), with their year-to-date totals TI / TG / TP. A kind
   * without purchases in either year has no rows.
   */
  GetConsumo_GraficoAnual: endpoint({
    method: 'POST',
    path: '/Consumos/GetConsumo_GraficoAnual',
    access: 'session',
    permission: 'Consumos',
    body: z.object({ idProveedor: supplierId }),
    response: answer(z.array(ConsumoGrafico)),
  }),
  /**
   * The member's consumption by supplier this year up to the current month (or anyo / mesIni–mesFin), against the
   * same months of the previous year: TIPO 0 one line per supplier, TIPO 1 the total.
   */
  GetConsumo_Proveedores: endpoint({
    method: 'POST',
    path: '/Consumos/GetConsumo_Proveedores',
    access: 'session',
    permission: 'Consumos',
    body: z.object({
      idProveedor: supplierId,
      anyo: z.number().int().min(2000).max(2100).nullish(),
      mesIni: z.coerce.number().int().min(1).max(12).nullish(),
      mesFin: z.coerce.number().int().min(1).max(12).nullish(),
    }),
    response: answer(z.array(ConsumoProveedor)),
  }),
} as const;
