import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import {
  DescuentoCondicionPeticion,
  EstudioExportarPeticion,
  EstudioFila,
  EstudioReferenciaCalculada,
  EstudioReferenciasPeticion,
  EstudioRegistros,
  EstudioRegistrosPeticion,
  STUDY_MAX_BRANDS,
  STUDY_REFERENCES_PAGE_MAX,
} from '../entities/study';
import { answer } from '../wire';

/** Declares a market-study call: behind the Estudios permission, over the studies of the whole group unless it says otherwise. */
const studyEndpoint = sessionEndpoints({ permission: 'Estudios', foreign: { none: 'market studies of the whole group' } });

/** Flat rows GetEstudios answers at most: a few hundred studies × their compared brands × tariffs. */
const STUDY_FLAT_ROWS_MAX = 20 * STUDY_MAX_BRANDS * 20;

/** Market studies (spec 000 §7 EstudiosMercado): the list, a study's records and a condition's discount. */
export const EstudiosMercado = {
  /** Flat rows, one per study × compared brand × tariff. */
  GetEstudios: studyEndpoint({
    method: 'GET',
    path: '/EstudiosMercado/GetEstudios',
    maxRows: STUDY_FLAT_ROWS_MAX,
    response: answer(z.array(EstudioFila)),
  }),
  /**
   * referencias, descuentos, formulas and cuadroConsumos of a study for the chosen brands and tariffs, with the
   * figures of the whole study (`resumen`, computed by the server with the discount values sent) and the number of
   * reference rows; `referencias` is only the first page (the largest study has hundreds of thousands of rows at a
   * real group's size: the Referencias tab reads them with GetEstudioReferencias, the export with ExportarEstudio).
   * 404 unless the study compares those brands with those tariffs.
   */
  GetEstudiosRegistros: studyEndpoint({
    method: 'POST',
    path: '/EstudiosMercado/GetEstudiosRegistros',
    maxRows: STUDY_REFERENCES_PAGE_MAX,
    body: EstudioRegistrosPeticion,
    response: answer(EstudioRegistros),
  }),
  /**
   * One page of a study's reference rows (`desde`, 0-based, `maxRegistros` rows, 200 by default, at most 500), by line
   * and brand or sorted by reference / description, each with its calculated net (the discount values sent) and its
   * tier; `total` is how many rows there are. 404 as GetEstudiosRegistros.
   */
  GetEstudioReferencias: studyEndpoint({
    method: 'POST',
    path: '/EstudiosMercado/GetEstudioReferencias',
    maxRows: STUDY_REFERENCES_PAGE_MAX,
    body: EstudioReferenciasPeticion,
    response: answer(z.array(EstudioReferenciaCalculada)).extend({ total: z.number().int() }),
  }),
  /**
   * Every reference row of a study with its calculated net, tier, A and C (the 'Descargar CSV' columns), streamed as
   * CSV (';', BOM, CRLF) or as an Excel workbook named estudio_mercado_{description}_{brand names}. 404 as
   * GetEstudiosRegistros.
   */
  ExportarEstudio: studyEndpoint({
    method: 'POST',
    path: '/EstudiosMercado/ExportarEstudio',
    body: EstudioExportarPeticion,
  }),
  /** The discount of a condition's scale for a consumption (the top scale with IsMaximo): a list whose first item has DESCUENTO. */
  GetDescuentoCondicion: studyEndpoint({
    method: 'POST',
    path: '/EstudiosMercado/GetDescuentoCondicion',
    foreign: { none: 'conditions of the whole group' },
    maxRows: 1,
    body: DescuentoCondicionPeticion,
    response: answer(z.array(z.object({ DESCUENTO: z.number() }))),
  }),
} as const;
