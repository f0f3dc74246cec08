import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { answer, wireText } from '../wire';

/** Longest text the global search takes. */
export const GLOBAL_SEARCH_MAX = 100;

/** The global search's results, grouped; at most 6 of each group, the best first. */
export const ResultadosBusqueda = z.object({
  PROVEEDORES: z.array(z.object({ PRV_ID: z.number().int(), PRV_NOMBRE: z.string(), MARCAS: z.string() })),
  MARCAS: z.array(z.object({ MAR_ID: z.number().int(), MAR_NOMBRE: z.string(), PRV_ID: z.number().int(), PRV_NOMBRE: z.string() })),
  DOCUMENTOS: z.array(z.object({ DOC_ID: z.number().int(), DOC_NOMBRE: z.string(), DOC_ID_DOCUMENTO: z.number().int(), TDO_NOMBRE: z.string() })),
  NOTICIAS: z.array(z.object({ ID: z.number().int(), TITULO: z.string(), FECHA_PUBLICACION: z.string() })),
  /** Catalogue articles whose reference starts with the text (punctuation and case ignored): opens the reference search. */
  REFERENCIAS: z.array(z.object({ ART_ID: z.number().int(), REFERENCIA: z.string(), MARCA: z.string(), NOMBRE: z.string() })),
  /**
   * Tariff lines (with Tarifas) whose reference is the text or starts with it (case ignored), the exact one first:
   * opens the brand's tariff of PRV_ID (the brand's first supplier) searched at that reference.
   */
  TARIFAS: z.array(
    z.object({
      TAR_ID: z.number().int(),
      REFERENCIA: z.string(),
      DESCRIPCION: z.string(),
      MAR_ID: z.number().int(),
      MAR_NOMBRE: z.string(),
      PRV_ID: z.number().int(),
    }),
  ),
});
export type ResultadosBusqueda = z.infer<typeof ResultadosBusqueda>;

/** The header's search box (ours, beyond the spec): suppliers, brands, references, documents and news as the member types. */
export const Buscar = {
  /**
   * Finds the text (case and accents ignored, at least 2 characters) in supplier and brand names, documents (with
   * Documentos), news (with Noticias, only those the member may see), catalogue references and the brands' tariff
   * references (with Tarifas). Areas added later bring their own group.
   */
  Global: sessionEndpoint({
    method: 'POST',
    path: '/Buscar/Global',
    maxRows: GLOBAL_SEARCH_MAX,
    foreign: { none: "searches group-wide catalogues and the caller's own things" },
    body: z.object({ texto: wireText(GLOBAL_SEARCH_MAX) }),
    response: answer(ResultadosBusqueda),
  }),
} as const;
