/** The demo market studies: a reference brand against its competitors in one subfamily, and how many lines each has. */
export interface StudyDefinition {
  /** DESCRIPCION of the study. */
  description: string;
  /** Subfamily the study compares (a name of catalogueData's FAMILIES). */
  subfamily: string;
  /** The reference brand (a brand of catalogueData's SUPPLIERS). */
  brand: string;
  /** The compared brands, in display order. */
  compared: string[];
  /** Ranked lines at scale 1. */
  lines: number;
  /** What a line is, for its description, and the applications it is sold for. */
  items: string[];
}

const CARS = [
  'Seat Ibiza IV',
  'Seat León III',
  'VW Golf VII',
  'VW Polo V',
  'Renault Clio IV',
  'Renault Mégane III',
  'Peugeot 208',
  'Peugeot 308 II',
  'Citroën C4',
  'Citroën Berlingo',
  'Ford Focus III',
  'Ford Fiesta VII',
  'Opel Corsa E',
  'Opel Astra K',
  'Toyota Corolla',
  'Toyota Yaris III',
  'Dacia Sandero II',
  'Kia Ceed',
  'Hyundai i30',
  'Fiat 500',
  'Skoda Octavia III',
  'Audi A3 8V',
  'BMW Serie 1 F20',
  'Mercedes Clase A W176',
  'Nissan Qashqai J11',
  'Mazda 3',
  'Volvo V40',
  'Mini Cooper F56',
  'Iveco Daily',
  'Mercedes Sprinter',
  'Renault Kangoo II',
  'Fiat Ducato',
];

/** The vehicle applications a line is described with. */
export const STUDY_VEHICLES = CARS;

/** The studies of the demo, largest first (its size grows with the seed scale). */
export const STUDY_DEFINITIONS: StudyDefinition[] = [
  {
    description: 'Pastillas de freno turismo',
    subfamily: 'Pastillas de freno',
    brand: 'Brembo',
    compared: ['Ferodo', 'Textar', 'TRW', 'Jurid'],
    lines: 10_000,
    items: ['Juego de pastillas de freno delantero', 'Juego de pastillas de freno trasero', 'Pastillas de freno cerámicas'],
  },
  {
    description: 'Discos de freno',
    subfamily: 'Discos de freno',
    brand: 'TRW',
    compared: ['Brembo', 'Textar', 'Ferodo', 'Mintex'],
    lines: 3_000,
    items: ['Disco de freno ventilado', 'Disco de freno macizo', 'Disco de freno perforado'],
  },
  {
    description: 'Filtros de aceite',
    subfamily: 'Filtros de aceite',
    brand: 'Mann-Filter',
    compared: ['Hengst', 'Purflux', 'Mahle', 'Knecht', 'Bosch'],
    lines: 2_400,
    items: ['Filtro de aceite roscado', 'Cartucho filtro de aceite'],
  },
  {
    description: 'Amortiguadores',
    subfamily: 'Amortiguadores',
    brand: 'Monroe',
    compared: ['KYB', 'Sachs', 'Febi Bilstein'],
    lines: 1_500,
    items: ['Amortiguador delantero gas', 'Amortiguador trasero gas', 'Amortiguador delantero aceite'],
  },
  {
    description: 'Bujías de encendido',
    subfamily: 'Bujías',
    brand: 'NGK',
    compared: ['Denso', 'Beru', 'Bosch', 'Champion'],
    lines: 900,
    items: ['Bujía de encendido', 'Bujía de iridio', 'Bujía de platino'],
  },
  {
    description: 'Kits de distribución',
    subfamily: 'Kits de distribución',
    brand: 'Gates',
    compared: ['Dayco', 'Contitech', 'Febi Bilstein'],
    lines: 700,
    items: ['Kit de distribución', 'Kit de distribución con bomba de agua'],
  },
  {
    description: 'Baterías de arranque',
    subfamily: 'Baterías',
    brand: 'Varta',
    compared: ['Exide', 'Tudor', 'Bosch'],
    lines: 300,
    items: ['Batería 12V 60Ah', 'Batería 12V 74Ah', 'Batería AGM Start-Stop 70Ah', 'Batería 12V 95Ah'],
  },
];

/** Buying price lists of each study brand: name, share of the brand's lines with a net, and extra discount on PVP. */
export const TARIFF_KINDS = [
  { name: 'Tarifa general', coverage: 1, extra: 0 },
  { name: 'Tarifa socios', coverage: 0.97, extra: 3 },
  { name: 'Tarifa promocional', coverage: 0.55, extra: 6 },
] as const;

/** Brands that have no PVP formula, so that 'No se encontró fórmula.' can be seen in the demo. */
export const BRANDS_WITHOUT_PVP_FORMULA = ['Champion'];

/** The scales of every brand's volume rebate: consumption from (euro) → discount (%). */
export const REBATE_SCALES = [
  { from: 0, to: 5_000, value: 0.5 },
  { from: 5_000, to: 15_000, value: 1.5 },
  { from: 15_000, to: 40_000, value: 2.5 },
  { from: 40_000, to: null, value: 4 },
] as const;
