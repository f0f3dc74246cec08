/** The suppliers' PDFs of the demo: each supplier's conditions PDF (its terms drawn here) and the suppliers' own files. */
import { sectionedPdf } from './pdfs';
import type { Random } from './random';
import { DISCOUNTS, GUARANTEES, PAYMENTS, RETURNS, SERVICES, SHIPPING_DUE, SHIPPING_PAID, SUPPLIER_FILE_KINDS } from './suppliersData';

export type SupplierRow = { prv_id: number; prv_nombre: string; prv_razon_social: string };

/** What a supplier's conditions PDF says: the same texts its conditions on screen show. */
export interface PdfTerms {
  garantia: string;
  pago: string;
  descuentos: string;
  devoluciones: string;
  pagadosPeninsula: string;
  debidosPeninsula: string;
  pagadosPortugal: string;
  servicio: string;
}

/** Draws the terms of a conditions PDF (in the order the seed always drew them, so the rest of the data stays). */
export function drawPdfTerms(rng: Random): PdfTerms {
  return {
    garantia: rng.pick(GUARANTEES),
    pago: rng.pick(PAYMENTS),
    descuentos: rng.pick(DISCOUNTS),
    devoluciones: rng.pick(RETURNS),
    pagadosPeninsula: rng.pick(SHIPPING_PAID),
    debidosPeninsula: rng.pick(SHIPPING_DUE),
    pagadosPortugal: rng.pick(SHIPPING_PAID),
    servicio: rng.pick(SERVICES),
  };
}

/** The conditions PDF of a supplier: several pages of the negotiated conditions, readable. */
export function conditionsPdf(s: SupplierRow, t: PdfTerms, pages: number, year: number): Promise<Buffer> {
  return sectionedPdf(
    `Condiciones comerciales ${year}`,
    `${s.prv_razon_social} · acuerdo con el Grupo Ibérico de Recambios`,
    [
      {
        heading: '1. Objeto',
        paragraphs: [`Este documento recoge las condiciones negociadas por el grupo con ${s.prv_nombre} para todos sus socios durante el año ${year}.`],
      },
      { heading: '2. Garantía', paragraphs: [t.garantia, 'Las reclamaciones se tramitan a través del portal con la factura y el número de lote.'] },
      { heading: '3. Forma de pago', paragraphs: [t.pago] },
      {
        heading: '4. Descuentos y rappel',
        paragraphs: [t.descuentos, 'El rappel se liquida en el primer trimestre del año siguiente según el consumo acumulado del socio.'],
      },
      { heading: '5. Devoluciones', paragraphs: [t.devoluciones] },
      {
        heading: '6. Portes',
        paragraphs: [
          `Península: ${t.pagadosPeninsula} ${t.debidosPeninsula}`,
          `Baleares, Canarias, Ceuta y Melilla: consultar.`,
          `Portugal: ${t.pagadosPortugal}`,
        ],
      },
      { heading: '7. Servicio', paragraphs: [t.servicio] },
    ],
    pages,
  );
}

/** The supplier's own files (DP): a few real PDFs built once and shared by the suppliers (their bytes differ by kind). */
export async function supplierFileVariants(): Promise<Map<string, Buffer>> {
  const variants = new Map<string, Buffer>();
  for (const kind of SUPPLIER_FILE_KINDS) {
    variants.set(
      kind,
      await sectionedPdf(
        kind,
        'Documento del proveedor para los socios del grupo',
        [
          { heading: 'Presentación', paragraphs: [`${kind} con la información vigente de las marcas del proveedor.`] },
          {
            heading: 'Contenido',
            paragraphs: [
              'Referencias, descripciones, precios de venta recomendados y novedades de la temporada.',
              'Consulte el portal para las condiciones negociadas por el grupo.',
            ],
          },
        ],
        2,
      ),
    );
  }
  return variants;
}
