// Texts of the demo news: categories, title patterns and body paragraphs ({B} brand, {S} supplier, {T} town,
// {P} product, {Y} year, {Q} quarter).

export const NEWS_CATEGORIES = [
  'Campañas',
  'Proveedores',
  'Formación',
  'Ferias y eventos',
  'Logística',
  'Normativa',
  'Resultados del grupo',
  'Tecnología',
] as const;

/** Title pattern and the category index it belongs to. */
export const NEWS_TITLES: readonly [string, number][] = [
  ['Nueva campaña de {P} con {B}', 0],
  ['Promoción de primavera en {P}: descuentos para socios', 0],
  ['Campaña de invierno: baterías y {P} a precio de grupo', 0],
  ['{S} actualiza sus condiciones comerciales', 1],
  ['Incorporamos a {S} como proveedor homologado', 1],
  ['{B} amplía su gama de {P}', 1],
  ['Jornada técnica sobre {P} en {T}', 2],
  ['Curso de diagnosis electrónica para talleres en {T}', 2],
  ['Formación online: montaje de {P}', 2],
  ['El grupo estará en Motortec {Y}', 3],
  ['Convención anual de socios {Y} en {T}', 3],
  ['Encuentro de proveedores en {T}', 3],
  ['Nuevo horario de la plataforma logística de {T}', 4],
  ['Mejoras en los plazos de entrega de {S}', 4],
  ['Cambios en el etiquetado de {P}: lo que debe saber', 5],
  ['Nueva normativa europea sobre {P}', 5],
  ['Resultados del {Q} trimestre de {Y}', 6],
  ['Las compras del grupo crecen en el {Q} trimestre', 6],
  ['Catálogo electrónico: ya disponible la gama {B}', 7],
  ['Nueva versión del portal del socio', 7],
];

export const PRODUCTS = [
  'pastillas de freno',
  'discos de freno',
  'amortiguadores',
  'filtros de aceite',
  'filtros de aire',
  'kits de distribución',
  'baterías',
  'escobillas',
  'embragues',
  'bujías',
  'lubricantes',
  'neumáticos',
  'iluminación',
  'bombas de agua',
] as const;

export const QUARTERS = ['primer', 'segundo', 'tercer', 'cuarto'] as const;

export const PARAGRAPHS = [
  'Desde la central de compras queremos informar a todos los socios de las novedades de <strong>{S}</strong>, que afectan a la gama de {P}.',
  'Las nuevas condiciones se aplican a los pedidos realizados a partir de esta semana y se pueden consultar en el área de proveedores del portal.',
  'Recordamos que los pedidos agrupados a través de la plataforma logística de {T} mantienen los <em>portes pagados</em> a partir del importe mínimo habitual.',
  'La marca <strong>{B}</strong> ha confirmado su participación con un stand propio y demostraciones de producto para talleres.',
  'Los socios interesados pueden inscribirse contactando con su gestor o respondiendo a este aviso por correo electrónico.',
  'Adjuntamos la documentación con el detalle de precios, referencias y plazos para que podáis preparar vuestros pedidos.',
  'Durante el {Q} trimestre las compras agrupadas han crecido de forma notable, especialmente en {P}.',
  'Agradecemos a todos los socios su colaboración y os animamos a seguir concentrando compras en los proveedores del grupo.',
];

export const LIST_ITEMS = [
  'Descuento adicional del 5 % en pedidos superiores a 1.500 €',
  'Entrega en 24 horas en península',
  'Material promocional para el punto de venta',
  'Garantía ampliada a 3 años',
  'Formación gratuita para el personal del taller',
  'Acceso al catálogo electrónico actualizado',
];

export const DOCUMENT_KINDS = ['Tarifa', 'Circular', 'Ficha técnica', 'Condiciones', 'Listado de referencias', 'Programa'] as const;

/** General documents of the group (the documents area comes later): name, description and format. */
export const GENERAL_DOCUMENTS: readonly [string, string, 'pdf' | 'csv' | 'txt'][] = [
  ['Manual del portal del socio', 'Guía de uso del portal para socios y sus usuarios', 'pdf'],
  ['Calendario de campañas', 'Campañas previstas del año con sus fechas', 'pdf'],
  ['Condiciones generales de compra', 'Condiciones comunes a todos los proveedores del grupo', 'pdf'],
  ['Tarifa de portes', 'Importes mínimos y portes por zona', 'csv'],
  ['Listado de proveedores homologados', 'Proveedores con sus marcas y contactos', 'csv'],
  ['Protocolo de devoluciones', 'Pasos y plazos para tramitar una devolución', 'txt'],
  ['Acta de la asamblea de socios', 'Resumen de los acuerdos de la última asamblea', 'pdf'],
  ['Plantilla de pedido agrupado', 'Plantilla para preparar pedidos agrupados', 'csv'],
  ['Normas de uso de la imagen del grupo', 'Logotipos y aplicaciones de la marca', 'txt'],
  ['Plan de formación', 'Cursos y jornadas técnicas previstas', 'pdf'],
];

/** Colour pairs of the news images, one per category. */
export const IMAGE_COLOURS: readonly [readonly [number, number, number], readonly [number, number, number]][] = [
  [
    [21, 101, 192],
    [100, 181, 246],
  ],
  [
    [46, 125, 50],
    [165, 214, 167],
  ],
  [
    [239, 108, 0],
    [255, 204, 128],
  ],
  [
    [106, 27, 154],
    [206, 147, 216],
  ],
  [
    [0, 121, 107],
    [128, 203, 196],
  ],
  [
    [198, 40, 40],
    [239, 154, 154],
  ],
  [
    [55, 71, 79],
    [176, 190, 197],
  ],
  [
    [40, 53, 147],
    [159, 168, 218],
  ],
];
