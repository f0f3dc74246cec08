import { ok } from '@socios/api';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { conditionScale, cuadroConsumos, descuentos, formulas, referencias, selectionOf, studyRows } from './queries';

/** Server side of the market-study calls (spec 000 §7 EstudiosMercado); the contract requires the Estudios permission. */
export const studyHandlers: AreaHandlers<'studies'> = {
  GetEstudios: async (_input, { db }) => ok(await studyRows(db)),

  async GetEstudiosRegistros({ body }, { db, session }) {
    // 404 unless the study exists with these compared brands and tariffs.
    const selection = await selectionOf(db, body.id, body.idMarcas, body.idTarifas);
    if (!selection) throw new HttpError(404, TEXTS.notFound);
    const { study, brands } = selection;
    const [refs, dtos, forms, consumos] = await Promise.all([
      referencias(db, study, brands),
      descuentos(db, session.memberId, brands),
      formulas(db, brands),
      cuadroConsumos(db, session.memberId, study, brands),
    ]);
    return ok({ referencias: refs, descuentos: dtos, formulas: forms, cuadroConsumos: consumos });
  },

  async GetDescuentoCondicion({ body }, { db }) {
    const scale = await conditionScale(db, body.IdCondicion, body.Consumo);
    if (!scale) throw new HttpError(404, TEXTS.notFound);
    return ok([{ DESCUENTO: (body.IsMaximo ? scale.maximo : scale.valor) ?? 0 }]);
  },
};
