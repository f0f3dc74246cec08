import type { Campana, Envio, Imagen, Plantilla } from '@socios/api';
import { type DesignLine, designPage } from '@socios/domain';
import type { DesignerSource } from './designer/Designer';

/** Data of the campaign and mailing stories: a demo campaign, groups, a template, the gallery and a mailing. */

/** A picture as a data URL: a coloured rectangle with a word (SVG, so no file is needed). */
export function storyPicture(fill: string, word: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="200"><rect width="150" height="200" fill="${fill}"/><text x="75" y="105" font-size="20" text-anchor="middle" fill="white">${word}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A campaign of Recambios Demo. */
export function demoCampaign(over: Partial<Campana> = {}): Campana {
  return {
    CAM_ID: 7,
    CAM_NOMBRE: 'Oferta de frenos',
    CAM_TITULO: 'Pastillas de freno -20 %',
    CAM_SUBTITULO: 'Solo este mes',
    CAM_DESCRIPCION: 'Descuento en todas las pastillas de freno de la gama Premium.',
    CAM_PIE: 'Recambios Demo · 91 234 56 78',
    CAM_FECHA_INICIO: '1 de diciembre',
    CAM_FECHA_FIN: '31 de diciembre',
    CAM_SILENCIADA: false,
    CAM_TIENE_IMAGEN: true,
    NUM_ENVIOS: 2,
    ...over,
  };
}

/** The member's workshop groups, the first one included in the demo campaign. */
export const demoGroups = [
  { GRT_ID: 1, GRT_NOMBRE: 'Talleres de Madrid', INCLUIDO: true },
  { GRT_ID: 2, GRT_NOMBRE: 'Talleres de Toledo', INCLUIDO: false },
  { GRT_ID: 3, GRT_NOMBRE: 'Clientes preferentes', INCLUIDO: false },
];

const line = (over: Partial<DesignLine> & Pick<DesignLine, 'id' | 'tipo'>): DesignLine => ({
  ...designPage(over.id),
  id_padre: 1,
  texto: null,
  color: '#1f2937',
  fondo: null,
  ...over,
});

/** The 'Oferta del mes' template: a page, a red band with the bound title and a fixed text. */
export const offerTemplate: DesignLine[] = [
  { ...designPage(1), fondo: '#fff7ed' },
  line({ id: 2, tipo: 'caja', x: 0, y: 0, w: 24, h: 6, fondo: '#b91c1c' }),
  line({
    id: 3,
    tipo: 'texto',
    id_padre: 2,
    x: 1,
    y: 1,
    w: 22,
    h: 4,
    campo: 'CAM_TITULO',
    texto: 'Título',
    color: '#ffffff',
    tamano: 32,
    negrita: true,
    alineacion: 'center',
  }),
  line({ id: 4, tipo: 'texto', x: 2, y: 10, w: 20, h: 4, texto: '¡Visítenos!', tamano: 24 }),
];

/**
 * A leaflet laid out as members lay theirs: the title, the description, the dates and, two rows below them, the
 * footer (the page of the reflow complaint: dragging the dates down pulled the footer up over them).
 */
export const leafletDesign: DesignLine[] = [
  designPage(1),
  line({ id: 2, tipo: 'texto', x: 1, y: 1, w: 22, h: 4, campo: 'CAM_TITULO', texto: 'Título', tamano: 32, negrita: true }),
  line({ id: 3, tipo: 'texto', x: 1, y: 6, w: 22, h: 6, campo: 'CAM_DESCRIPCION', texto: 'Descripción', tamano: 16 }),
  line({ id: 4, tipo: 'texto', x: 1, y: 14, w: 22, h: 2, texto: 'Del 1 al 31 de diciembre', tamano: 16 }),
  line({ id: 5, tipo: 'texto', x: 1, y: 18, w: 22, h: 2, campo: 'CAM_PIE', texto: 'Pie', tamano: 14 }),
];

/** Templates offered by the designer. */
export const demoTemplates: Plantilla[] = [
  { PLTPRO_ID: 1, PLTPRO_NOMBRE: 'Oferta del mes' },
  { PLTPRO_ID: 2, PLTPRO_NOMBRE: 'Aviso sencillo' },
];

/** The gallery: an own image and one shared by another member. */
export const demoImages: Imagen[] = [
  {
    IMG_ID: 11,
    IMG_NOMBRE: 'Logotipo',
    IMG_ID_CATEGORIA: null,
    IMG_ID_SOCIO: 1,
    IMG_RESOLUCION: '150 x 200',
    IMG_EXTENSION: 'png',
    IMG_COMPARTIDA: false,
    Grupo: false,
  },
  {
    IMG_ID: 12,
    IMG_NOMBRE: 'Neumático',
    IMG_ID_CATEGORIA: null,
    IMG_ID_SOCIO: 2,
    IMG_RESOLUCION: '150 x 200',
    IMG_EXTENSION: 'png',
    IMG_COMPARTIDA: true,
    Grupo: true,
  },
];

/** The PNG the fake rendering answers (a picture, for the form's preview). */
export const renderedPicture = storyPicture('#b91c1c', 'Diseño');

/** A designer source answering from the fixtures (the campaign has no stored design unless given one). */
export function storySource(over: Partial<DesignerSource> = {}): DesignerSource {
  return {
    loadCampaignDesign: async () => [],
    loadTemplates: async () => demoTemplates,
    loadTemplatePreview: async (id) => storyPicture(id === 1 ? '#b91c1c' : '#1d4ed8', id === 1 ? 'Oferta' : 'Aviso'),
    loadTemplateDesign: async (id) => (id === 1 ? offerTemplate : [designPage(1)]),
    loadImages: async () => demoImages,
    loadImage: async (id) => storyPicture(id === 11 ? '#15803d' : '#374151', id === 11 ? 'Logo' : 'Rueda'),
    render: async () => renderedPicture,
    ...over,
  };
}

/** A mailing of the demo campaign. */
export function demoMailing(over: Partial<Envio> = {}): Envio {
  return {
    PPC_ID: 3,
    PPC_FECHA: '2026-11-20T09:30:00.000Z',
    PPC_REMITENTE: 'Recambios Demo <promociones@recambiosdemo.es>',
    PPC_ASUNTO: 'Pastillas de freno -20 %',
    PPC_CONTENIDO:
      '<h1>Pastillas de freno -20 %</h1><!--imagen--><img src="cid:imagen-campana@portal-socios" width="600" alt="Pastillas de freno -20 %"><!--/imagen--><p>Solo este mes.</p><script>alert(1)</script>',
    CAM_NOMBRE: 'Oferta de frenos',
    CAM_TITULO: 'Pastillas de freno -20 %',
    CAM_SUBTITULO: 'Solo este mes',
    PPC_DESTINATARIOS: 12,
    PPC_ENVIADOS: 12,
    PPC_ESTADO: 'Enviado',
    ...over,
  };
}
