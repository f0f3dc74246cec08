// Word lists for the supplier directory and the document library of the demo data.

/** First words of the generated suppliers' names. */
export const SUPPLIER_PREFIXES = [
  'Recambios',
  'Distribuciones',
  'Suministros',
  'Autopiezas',
  'Comercial',
  'Repuestos',
  'Importaciones',
  'Técnica',
  'Motor',
  'Talleres y Recambios',
  'Electrodiésel',
  'Frenos y Embragues',
];

/** Last words of the generated suppliers' names. */
export const SUPPLIER_SUFFIXES = [
  'del Cantábrico',
  'Mediterráneo',
  'del Sur',
  'Levante',
  'Galaica',
  'del Ebro',
  'del Duero',
  'Guadalquivir',
  'Atlántica',
  'Peninsular',
  'Castellana',
  'Ibérica',
  'del Tajo',
  'Balear',
  'Canaria',
  'Pirenaica',
];

/** Syllables of the generated brand names (pronounceable, deterministic). */
export const BRAND_SYLLABLES = [
  'kor',
  'va',
  'tel',
  'mar',
  'dex',
  'lio',
  'sen',
  'tor',
  'qua',
  'ri',
  'bel',
  'zan',
  'on',
  'trix',
  'max',
  'ul',
  'pro',
  'fer',
  'gal',
  'nor',
];

export const FIRST_NAMES = [
  'Lucía',
  'Javier',
  'Marta',
  'Andrés',
  'Carmen',
  'Iñaki',
  'Rocío',
  'Sergio',
  'Nuria',
  'Pablo',
  'Elena',
  'Raúl',
  'Ainhoa',
  'Tomás',
  'Begoña',
  'Álvaro',
];
export const LAST_NAMES = [
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Ruiz',
  'Díaz',
  'Moreno',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Gil',
];

export const GUARANTEES = [
  'Dos años en todos los productos desde la fecha de factura.',
  'Tres años en piezas de desgaste; un año en electrónica.',
  'Garantía del fabricante; gestión directa con el proveedor en 48 h.',
];
export const PAYMENTS = ['Giro a 60 días fecha factura.', 'Giro a 90 días; pronto pago 2 % a 10 días.', 'Transferencia a 30 días; recibo domiciliado.'];
export const DISCOUNTS = [
  'Descuento base del 35 % sobre tarifa; rappel anual escalado por consumo.',
  'Descuento del 40 % en familias de desgaste y 25 % en el resto.',
  'Neto según tarifa de compra del grupo; campañas trimestrales con descuento adicional.',
];
export const RETURNS = [
  'Devoluciones en 30 días con embalaje original; abono del 100 %.',
  'Hasta el 5 % de las compras del año sin cargo; resto con un 10 % de demérito.',
  'Solo por error de suministro o defecto, previa autorización.',
];
export const SERVICES = [
  'Dos repartos diarios en península.',
  'Pedido antes de las 18:00, entrega al día siguiente.',
  'Servicio urgente en 4 horas en capitales de provincia.',
];
export const SHIPPING_PAID = ['Portes pagados a partir de 300 €.', 'Portes pagados a partir de 500 €.', 'Portes pagados en todos los pedidos de reposición.'];
export const SHIPPING_DUE = ['Portes debidos: 9,50 € por bulto.', 'Portes debidos: 12 € por envío.', 'Portes debidos según tarifa de la agencia.'];

/** Folders of the document library (CARD_*). */
export const DOCUMENT_FOLDERS = ['Circulares', 'Manuales', 'Formación', 'Marketing', 'Calidad', 'Logística', 'Legal', 'Campañas'];
/** Categories of the document library (CATD_*). */
export const DOCUMENT_CATEGORIES = ['Comercial', 'Técnica', 'Administración', 'Recursos humanos', 'Seguridad', 'Informática'];
/** Topics of the generated library documents. */
export const DOCUMENT_TOPICS = [
  'Campaña de frenos de primavera',
  'Nuevas condiciones de portes',
  'Procedimiento de garantías',
  'Calendario de cierres',
  'Formación en diagnosis',
  'Protección de datos',
  'Inventario anual',
  'Plan de marketing',
  'Control de calidad en recepción',
  'Uso del portal',
  'Reciclaje de baterías',
  'Aceites homologados',
  'Promoción de neumáticos de invierno',
  'Cambio de tarifas',
  'Seguridad en el almacén',
  'Facturación electrónica',
];

/** Kinds of the suppliers' own files (DP). */
export const SUPPLIER_FILE_KINDS = ['Catálogo', 'Carta de precios', 'Ficha técnica', 'Boletín de novedades', 'Condiciones de campaña'];
