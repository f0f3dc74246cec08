import { ok, STUDY_REFERENCES_PAGE } from '@socios/api';
import { STUDY_DIRECTION, studyCsvFileName } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { studyFile } from './export';
import { discountsWith, sortedKeys, studyResult, studySummary, withCalculatedNets } from './figures';
import {
  conditionScale,
  countReferences,
  cuadroConsumos,
  descuentos,
  formulas,
  lastLine,
  referencesAt,
  referencesPage,
  selectionOf,
  studyDescription,
  studyRows,
} from './queries';

/** The body's selection: the study, the brands with their tariffs, the maximums flag and the discount values sent. */
interface SelectionBody {
  id: number;
  idMarcas: number[];
  idTarifas: number[];
  maximos?: boolean | null | undefined;
  valores?: { ID: number; VALOR: number }[] | null | undefined;
}

/** The study and brands of a body (404 unless the study compares them with those tariffs) and its discounts. */
async function selected(db: Queryable, memberId: number, body: SelectionBody) {
  const selection = await selectionOf(db, body.id, body.idMarcas, body.idTarifas);
  if (!selection) throw new HttpError(404, TEXTS.notFound);
  const maximos = body.maximos ?? false;
  const [stored, forms] = await Promise.all([descuentos(db, memberId, selection.brands), formulas(db, selection.brands)]);
  return { ...selection, maximos, stored, formulas: forms, used: { descuentos: discountsWith(stored, body.valores, maximos), formulas: forms } };
}

/** Server side of the market-study calls (spec 000 §7 EstudiosMercado); the contract requires the Estudios permission. */
export const studyHandlers: AreaHandlers<'studies'> = {
  GetEstudios: async (_input, { db }) => ok(await studyRows(db)),

  async GetEstudiosRegistros({ body }, { db, session }) {
    const s = await selected(db, session.memberId, body);
    const [refs, consumos, { resumen, total }] = await Promise.all([
      referencesPage(db, s.study, s.brands, 0, body.maxRegistros ?? STUDY_REFERENCES_PAGE),
      cuadroConsumos(db, session.memberId, s.study, s.brands),
      studySummary(db, s.study, s.brands, s.used, s.maximos),
    ]);
    return ok({
      referencias: refs,
      descuentos: s.stored,
      formulas: s.formulas,
      cuadroConsumos: consumos,
      totalReferencias: total,
      resumen,
    });
  },

  async GetEstudioReferencias({ body }, { db, session }) {
    const s = await selected(db, session.memberId, body);
    const from = body.desde ?? 0;
    const size = body.maxRegistros ?? STUDY_REFERENCES_PAGE;
    const order = body.orden ? { by: body.orden, direction: body.direccion ?? STUDY_DIRECTION.ascending } : null;
    const { keys, total } = await sortedKeys(db, s.study, s.brands, order, { from, size });
    const rows = await referencesAt(db, s.study, s.brands, keys);
    return { ...ok(withCalculatedNets(rows, s.used, s.maximos)), total };
  },

  async ExportarEstudio({ body }, { db, session, reply }) {
    const s = await selected(db, session.memberId, body);
    const [{ result }, last, total, description] = await Promise.all([
      studyResult(db, s.study, s.brands, s.used, s.maximos),
      lastLine(db, s.study),
      countReferences(db, s.study, s.brands),
      studyDescription(db, s.study.est_id),
    ]);
    // How many lines come, so that the browser can show its progress.
    reply.header('X-Total-Lineas', String(total));
    const names = s.brands.map((b) => b.nombre);
    return {
      fileName: studyCsvFileName(description ?? '', names, body.formato),
      contentType: body.formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: studyFile({ db, study: s.study, brands: s.brands, result, lastLine: last }, body.formato, 'Estudio de mercado'),
    };
  },

  async GetDescuentoCondicion({ body }, { db }) {
    const scale = await conditionScale(db, body.IdCondicion, body.Consumo);
    if (!scale) throw new HttpError(404, TEXTS.notFound);
    return ok([{ DESCUENTO: (body.IsMaximo ? scale.maximo : scale.valor) ?? 0 }]);
  },
};
