/** Product families and their subfamilies, with a typical unit price (euro) for the demo purchases. */
export const FAMILIES: { name: string; subfamilies: { name: string; unitPrice: number }[] }[] = [
  {
    name: 'Frenos',
    subfamilies: [
      { name: 'Pastillas de freno', unitPrice: 38 },
      { name: 'Discos de freno', unitPrice: 62 },
      { name: 'Zapatas de freno', unitPrice: 45 },
      { name: 'Líquido de frenos', unitPrice: 9 },
    ],
  },
  {
    name: 'Filtración',
    subfamilies: [
      { name: 'Filtros de aceite', unitPrice: 8 },
      { name: 'Filtros de aire', unitPrice: 14 },
      { name: 'Filtros de habitáculo', unitPrice: 16 },
      { name: 'Filtros de combustible', unitPrice: 21 },
    ],
  },
  {
    name: 'Encendido',
    subfamilies: [
      { name: 'Bujías', unitPrice: 7 },
      { name: 'Bobinas de encendido', unitPrice: 48 },
      { name: 'Calentadores', unitPrice: 19 },
    ],
  },
  {
    name: 'Suspensión',
    subfamilies: [
      { name: 'Amortiguadores', unitPrice: 74 },
      { name: 'Muelles de suspensión', unitPrice: 41 },
      { name: 'Rótulas y brazos', unitPrice: 33 },
    ],
  },
  {
    name: 'Transmisión',
    subfamilies: [
      { name: 'Kits de embrague', unitPrice: 185 },
      { name: 'Kits de distribución', unitPrice: 129 },
      { name: 'Correas auxiliares', unitPrice: 22 },
    ],
  },
  {
    name: 'Eléctrico',
    subfamilies: [
      { name: 'Baterías', unitPrice: 96 },
      { name: 'Alternadores', unitPrice: 210 },
      { name: 'Motores de arranque', unitPrice: 175 },
    ],
  },
  {
    name: 'Iluminación',
    subfamilies: [
      { name: 'Lámparas', unitPrice: 6 },
      { name: 'Faros y pilotos', unitPrice: 88 },
    ],
  },
  {
    name: 'Lubricantes',
    subfamilies: [
      { name: 'Aceites de motor', unitPrice: 34 },
      { name: 'Aceites de transmisión', unitPrice: 18 },
    ],
  },
  {
    name: 'Neumáticos',
    subfamilies: [
      { name: 'Neumáticos de turismo', unitPrice: 79 },
      { name: 'Neumáticos de furgoneta', unitPrice: 104 },
    ],
  },
];

/** Suppliers of the group, the brands each sells and the families of those brands. */
export const SUPPLIERS: {
  name: string;
  legalName: string;
  town: string;
  province: string;
  cp: string;
  nexus: boolean;
  approved: boolean;
  brands: { name: string; families: string[] }[];
}[] = [
  {
    name: 'Frenos Ibéricos',
    legalName: 'Frenos Ibéricos Distribución S.A.',
    town: 'Getafe',
    province: 'Madrid',
    cp: '28906',
    nexus: true,
    approved: true,
    brands: [
      { name: 'Brembo', families: ['Frenos'] },
      { name: 'Ferodo', families: ['Frenos'] },
      { name: 'Textar', families: ['Frenos'] },
    ],
  },
  {
    name: 'Filtración Técnica',
    legalName: 'Filtración Técnica del Automóvil S.L.',
    town: 'Sabadell',
    province: 'Barcelona',
    cp: '08205',
    nexus: true,
    approved: true,
    brands: [
      { name: 'Mann-Filter', families: ['Filtración'] },
      { name: 'Hengst', families: ['Filtración'] },
      { name: 'Purflux', families: ['Filtración'] },
    ],
  },
  {
    name: 'Autoelectricidad Levante',
    legalName: 'Autoelectricidad Levante S.L.',
    town: 'Paterna',
    province: 'Valencia',
    cp: '46980',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Bosch', families: ['Encendido', 'Eléctrico', 'Filtración', 'Frenos'] },
      { name: 'Valeo', families: ['Eléctrico', 'Transmisión', 'Iluminación'] },
    ],
  },
  {
    name: 'Encendido y Motor',
    legalName: 'Encendido y Motor Distribuciones S.A.',
    town: 'Zaragoza',
    province: 'Zaragoza',
    cp: '50014',
    nexus: true,
    approved: false,
    brands: [
      { name: 'NGK', families: ['Encendido'] },
      { name: 'Denso', families: ['Encendido', 'Eléctrico'] },
      { name: 'Beru', families: ['Encendido'] },
    ],
  },
  {
    name: 'Suspensiones del Norte',
    legalName: 'Suspensiones del Norte S.L.',
    town: 'Bilbao',
    province: 'Bizkaia',
    cp: '48015',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Monroe', families: ['Suspensión'] },
      { name: 'KYB', families: ['Suspensión'] },
      { name: 'Sachs', families: ['Suspensión', 'Transmisión'] },
    ],
  },
  {
    name: 'Transmisiones Europa',
    legalName: 'Transmisiones Europa Recambios S.A.',
    town: 'Valladolid',
    province: 'Valladolid',
    cp: '47012',
    nexus: true,
    approved: true,
    brands: [
      { name: 'LuK', families: ['Transmisión'] },
      { name: 'Gates', families: ['Transmisión'] },
      { name: 'Dayco', families: ['Transmisión'] },
      { name: 'Contitech', families: ['Transmisión'] },
    ],
  },
  {
    name: 'Energía Auto',
    legalName: 'Energía Auto Baterías S.L.',
    town: 'Alcalá de Henares',
    province: 'Madrid',
    cp: '28806',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Varta', families: ['Eléctrico'] },
      { name: 'Exide', families: ['Eléctrico'] },
      { name: 'Tudor', families: ['Eléctrico'] },
    ],
  },
  {
    name: 'Lubricantes Peninsulares',
    legalName: 'Lubricantes Peninsulares S.A.',
    town: 'Cartagena',
    province: 'Murcia',
    cp: '30353',
    nexus: true,
    approved: true,
    brands: [
      { name: 'Castrol', families: ['Lubricantes'] },
      { name: 'Repsol', families: ['Lubricantes'] },
      { name: 'Motul', families: ['Lubricantes'] },
    ],
  },
  {
    name: 'Neumáticos Centro',
    legalName: 'Neumáticos Centro Distribución S.L.',
    town: 'Toledo',
    province: 'Toledo',
    cp: '45007',
    nexus: false,
    approved: false,
    brands: [
      { name: 'Michelin', families: ['Neumáticos'] },
      { name: 'Continental', families: ['Neumáticos'] },
      { name: 'Pirelli', families: ['Neumáticos'] },
      { name: 'Hankook', families: ['Neumáticos'] },
    ],
  },
  {
    name: 'Iluminación Vial',
    legalName: 'Iluminación Vial Recambios S.L.',
    town: 'Elche',
    province: 'Alicante',
    cp: '03203',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Philips', families: ['Iluminación'] },
      { name: 'Osram', families: ['Iluminación'] },
      { name: 'Hella', families: ['Iluminación', 'Eléctrico'] },
    ],
  },
  {
    name: 'Recambios Alemanes',
    legalName: 'Recambios Alemanes Importación S.A.',
    town: 'Barcelona',
    province: 'Barcelona',
    cp: '08040',
    nexus: true,
    approved: true,
    brands: [
      { name: 'Febi Bilstein', families: ['Suspensión', 'Transmisión', 'Frenos'] },
      { name: 'Lemförder', families: ['Suspensión'] },
      { name: 'TRW', families: ['Frenos', 'Suspensión'] },
    ],
  },
  {
    name: 'Juntas y Retenes Sur',
    legalName: 'Juntas y Retenes del Sur S.L.',
    town: 'Dos Hermanas',
    province: 'Sevilla',
    cp: '41703',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Elring', families: ['Transmisión'] },
      { name: 'Victor Reinz', families: ['Transmisión'] },
      { name: 'Corteco', families: ['Transmisión', 'Suspensión'] },
    ],
  },
  {
    name: 'Electro Diesel Atlántico',
    legalName: 'Electro Diesel Atlántico S.L.',
    town: 'Vigo',
    province: 'Pontevedra',
    cp: '36214',
    nexus: true,
    approved: false,
    brands: [
      { name: 'Delphi', families: ['Encendido', 'Eléctrico', 'Filtración'] },
      { name: 'Magneti Marelli', families: ['Eléctrico', 'Iluminación', 'Suspensión'] },
    ],
  },
  {
    name: 'Distribuciones Frenos Sur',
    legalName: 'Distribuciones Frenos Sur S.L.',
    town: 'Málaga',
    province: 'Málaga',
    cp: '29004',
    nexus: false,
    approved: true,
    brands: [
      { name: 'Jurid', families: ['Frenos'] },
      { name: 'Mintex', families: ['Frenos'] },
    ],
  },
  {
    name: 'Mahle Componentes',
    legalName: 'Componentes de Motor Mahle Ibérica S.L.',
    town: 'Vitoria-Gasteiz',
    province: 'Álava',
    cp: '01015',
    nexus: true,
    approved: true,
    brands: [
      { name: 'Mahle', families: ['Filtración', 'Eléctrico'] },
      { name: 'Knecht', families: ['Filtración'] },
    ],
  },
  {
    name: 'Champion Motor',
    legalName: 'Champion Motor Recambios S.A.',
    town: 'Córdoba',
    province: 'Córdoba',
    cp: '14014',
    nexus: false,
    approved: false,
    brands: [
      { name: 'Champion', families: ['Encendido', 'Filtración'] },
      { name: 'Bosal', families: ['Transmisión'] },
    ],
  },
];
