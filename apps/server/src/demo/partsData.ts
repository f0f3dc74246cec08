/**
 * The built-in parts catalogue's fixed data: vehicle makers (the ~50 main ones of the logo grid and others for the
 * alphabetical list) with the models the seed builds generations and engines of, the assembly-group tree with its
 * generic articles, and the shortcuts.
 */

/** A maker: fixed id, name, whether it is in the logo grid, logo colour, VIN WMIs, and its best-known models. */
export interface MakerDef {
  id: number;
  name: string;
  main: boolean;
  color: string;
  wmi: string[];
  models: string[];
}

const m = (id: number, name: string, color: string, wmi: string[], models: string[], main = true): MakerDef => ({ id, name, main, color, wmi, models });

export const MAKERS: MakerDef[] = [
  m(5, 'Alfa Romeo', '#9b1b30', ['ZAR'], ['Giulietta', 'Giulia', 'Stelvio', 'MiTo', '159']),
  m(16, 'BMW', '#1c69d4', ['WBA', 'WBS'], ['Serie 1', 'Serie 3', 'Serie 5', 'X1', 'X3', 'X5']),
  m(21, 'Citroën', '#a6192e', ['VF7'], ['C3', 'C4', 'Berlingo', 'C5 Aircross', 'C-Elysée', 'Jumpy']),
  m(139, 'Dacia', '#646b52', ['UU1'], ['Sandero', 'Logan', 'Duster', 'Jogger', 'Lodgy']),
  m(35, 'Fiat', '#b2001e', ['ZFA'], ['500', 'Panda', 'Tipo', 'Punto', 'Doblò', 'Ducato']),
  m(36, 'Ford', '#133a7c', ['WF0'], ['Fiesta', 'Focus', 'Kuga', 'Mondeo', 'Transit Connect', 'Puma']),
  m(45, 'Honda', '#cc0000', ['SHH', 'JHM'], ['Civic', 'CR-V', 'Jazz', 'HR-V']),
  m(183, 'Hyundai', '#002c5f', ['KMH', 'TMA'], ['i10', 'i20', 'i30', 'Tucson', 'Kona']),
  m(184, 'Kia', '#05141f', ['KNA', 'U5Y'], ['Picanto', 'Rio', 'Ceed', 'Sportage', 'Niro']),
  m(63, 'Mazda', '#101010', ['JMZ'], ['Mazda2', 'Mazda3', 'Mazda6', 'CX-3', 'CX-5']),
  m(74, 'Mercedes-Benz', '#333f48', ['WDD', 'WDB'], ['Clase A', 'Clase C', 'Clase E', 'Vito', 'Sprinter', 'GLA']),
  m(80, 'Mitsubishi', '#e60012', ['JMB'], ['ASX', 'Outlander', 'Space Star', 'L200']),
  m(84, 'Nissan', '#c3002f', ['SJN', 'VSK'], ['Micra', 'Qashqai', 'Juke', 'X-Trail', 'Navara']),
  m(84 + 1000, 'Opel', '#f7ff14', ['W0L', 'W0V'], ['Corsa', 'Astra', 'Insignia', 'Mokka', 'Combo', 'Zafira']),
  m(88, 'Peugeot', '#00205b', ['VF3'], ['208', '308', '2008', '3008', 'Partner', 'Expert']),
  m(92, 'Porsche', '#a18e63', ['WP0'], ['911', 'Cayenne', 'Macan', 'Panamera']),
  m(93, 'Renault', '#efdf00', ['VF1'], ['Clio', 'Mégane', 'Captur', 'Kangoo', 'Scénic', 'Trafic']),
  m(104, 'Seat', '#d2171e', ['VSS'], ['Ibiza', 'León', 'Arona', 'Ateca', 'Alhambra', 'Toledo']),
  m(106, 'Skoda', '#4ba82e', ['TMB'], ['Fabia', 'Octavia', 'Superb', 'Kodiaq', 'Karoq']),
  m(111, 'Toyota', '#eb0a1e', ['JTD', 'SB1', 'VNK'], ['Yaris', 'Corolla', 'Auris', 'RAV4', 'C-HR', 'Hilux']),
  m(121, 'Volkswagen', '#001e50', ['WVW', 'WVG', 'WV1'], ['Golf', 'Polo', 'Passat', 'Tiguan', 'Touran', 'Caddy', 'Transporter']),
  m(120, 'Volvo', '#003057', ['YV1'], ['V40', 'V60', 'XC40', 'XC60', 'XC90']),
  m(2, 'Audi', '#bb0a30', ['WAU', 'TRU'], ['A1', 'A3', 'A4', 'A6', 'Q3', 'Q5']),
  m(1820, 'Cupra', '#95572b', ['VSS'], ['Formentor', 'Born', 'León'], true),
  m(4468, 'DS', '#1d1d1b', ['VR1'], ['DS 3', 'DS 4', 'DS 7']),
  m(1234, 'Jeep', '#3b4a2b', ['1C4', 'ZAC'], ['Renegade', 'Compass', 'Wrangler', 'Cherokee']),
  m(1526, 'Land Rover', '#005a2b', ['SAL'], ['Discovery Sport', 'Range Rover Evoque', 'Defender', 'Freelander']),
  m(1820 + 1, 'Lexus', '#1a1a1a', ['JTH'], ['CT', 'NX', 'RX', 'UX']),
  m(1365, 'Mini', '#000000', ['WMW'], ['Mini', 'Countryman', 'Clubman']),
  m(525, 'Smart', '#2a2a2a', ['WME'], ['ForTwo', 'ForFour']),
  m(1138, 'SsangYong', '#00529b', ['KPT'], ['Tivoli', 'Korando', 'Rexton']),
  m(109, 'Subaru', '#013c74', ['JF1'], ['Impreza', 'Forester', 'Outback', 'XV']),
  m(110, 'Suzuki', '#e30613', ['JSA', 'TSM'], ['Swift', 'Vitara', 'Ignis', 'S-Cross', 'Jimny']),
  m(4467, 'Tesla', '#cc0000', ['5YJ', 'LRW'], ['Model 3', 'Model Y', 'Model S']),
  m(55, 'Iveco', '#1d4f91', ['ZCF'], ['Daily']),
  m(56, 'Jaguar', '#0c121c', ['SAJ'], ['XE', 'XF', 'F-Pace', 'E-Pace']),
  m(57, 'Lancia', '#003a70', ['ZLA'], ['Ypsilon', 'Delta', 'Musa']),
  m(75, 'MG', '#8b0000', ['SDP', 'LSJ'], ['ZS', 'MG4', 'HS']),
  m(1590, 'Chevrolet', '#d1a700', ['KL1'], ['Aveo', 'Cruze', 'Captiva', 'Spark']),
  m(1591, 'Chrysler', '#002f6c', ['1C3'], ['Voyager', '300C', 'PT Cruiser']),
  m(1592, 'Dodge', '#c8102e', ['1B3'], ['Caliber', 'Journey', 'Nitro']),
  m(1593, 'Infiniti', '#000000', ['JNK'], ['Q30', 'Q50', 'QX70']),
  m(1594, 'Isuzu', '#c00000', ['JAA'], ['D-Max']),
  m(1595, 'Maserati', '#0c2340', ['ZAM'], ['Ghibli', 'Levante']),
  m(1596, 'Abarth', '#c8102e', ['ZFA'], ['500', '595', '124 Spider']),
  m(1597, 'Alpine', '#0055a5', ['VFA'], ['A110']),
  m(1598, 'BYD', '#c00000', ['LGX'], ['Atto 3', 'Dolphin', 'Seal']),
  m(1599, 'Polestar', '#1d1d1b', ['LPS'], ['Polestar 2']),
  m(1600, 'Saab', '#00205b', ['YS3'], ['9-3', '9-5']),
  m(1601, 'Rover', '#004225', ['SAR'], ['25', '45', '75']),
  m(1602, 'Daewoo', '#0b3a7e', ['KLA'], ['Matiz', 'Lanos', 'Nubira'], false),
  m(1603, 'Lada', '#0b3d91', ['XTA'], ['Niva', 'Kalina'], false),
  m(1604, 'Aston Martin', '#00665e', ['SCF'], ['Vantage', 'DB11'], false),
  m(1605, 'Bentley', '#333333', ['SCB'], ['Continental GT', 'Bentayga'], false),
  m(1606, 'Ferrari', '#d40000', ['ZFF'], ['Roma', '296 GTB'], false),
  m(1607, 'Lamborghini', '#b8860b', ['ZHW'], ['Huracán', 'Urus'], false),
  m(1608, 'Genesis', '#000000', ['KMT'], ['G70', 'GV70'], false),
  m(1609, 'Cadillac', '#1a1a1a', ['1G6'], ['CT6', 'XT5'], false),
  m(1610, 'Santana', '#3a5f0b', ['VSE'], ['PS-10', '300'], false),
  m(1611, 'Tata', '#003b71', ['MAT'], ['Indica', 'Safari'], false),
  m(1612, 'Mahindra', '#c8102e', ['MA1'], ['XUV500', 'Goa'], false),
  m(1613, 'Piaggio', '#00509e', ['ZAP'], ['Porter'], false),
  m(1614, 'Aixam', '#2b7bb9', ['VJR'], ['City', 'Coupé'], false),
  m(1615, 'Ligier', '#1f4e79', ['VJR'], ['JS50'], false),
  m(1616, 'Microcar', '#5c8a1f', ['VJ8'], ['M.Go'], false),
];

/** A generic article: its id, name, the product family whose brands make it, a typical PVP, and its attributes. */
export interface GenericDef {
  id: number;
  name: string;
  family: string;
  price: number;
  attributes: (pick: <T>(items: readonly T[]) => T, int: (a: number, b: number) => number) => string;
}

/** A group of the tree: id, name, shortcut ids, children or generic articles. */
export interface GroupDef {
  id: number;
  name: string;
  shortcuts?: number[];
  children?: GroupDef[];
  generics?: GenericDef[];
}

const side = ['Eje delantero', 'Eje trasero'];
const g = (id: number, name: string, family: string, price: number, attributes: GenericDef['attributes']): GenericDef => ({
  id,
  name,
  family,
  price,
  attributes,
});

export const GROUP_TREE: GroupDef[] = [
  {
    id: 100,
    name: 'Sistema de frenos',
    shortcuts: [1],
    children: [
      {
        id: 110,
        name: 'Frenos de disco',
        children: [
          {
            id: 111,
            name: 'Discos de freno',
            generics: [
              g(
                82,
                'Disco de freno',
                'Frenos',
                62,
                (p, i) =>
                  `Lado de montaje: ${p(side)}|Diámetro: ${i(240, 345)} mm|Espesor: ${i(10, 32)} mm|Tipo de disco: ${p(['Ventilado', 'Macizo', 'Perforado'])}|Número de orificios: ${p([4, 5])}`,
              ),
            ],
          },
          {
            id: 112,
            name: 'Pastillas de freno',
            generics: [
              g(
                402,
                'Juego de pastillas de freno',
                'Frenos',
                38,
                (p, i) =>
                  `Lado de montaje: ${p(side)}|Altura: ${i(45, 70)} mm|Espesor: ${i(15, 20)} mm|Contacto avisador de desgaste: ${p(['con contacto', 'sin contacto', 'preparado'])}`,
              ),
            ],
          },
          {
            id: 113,
            name: 'Pinzas de freno',
            generics: [
              g(
                78,
                'Pinza de freno',
                'Frenos',
                96,
                (p, i) => `Lado de montaje: ${p(['Delante izquierda', 'Delante derecha', 'Detrás izquierda'])}|Diámetro del pistón: ${i(38, 57)} mm`,
              ),
            ],
          },
        ],
      },
      {
        id: 120,
        name: 'Frenos de tambor',
        children: [
          {
            id: 121,
            name: 'Zapatas de freno',
            generics: [g(70, 'Juego de zapatas de freno', 'Frenos', 45, (_p, i) => `Diámetro: ${i(180, 255)} mm|Anchura: ${i(30, 45)} mm`)],
          },
          {
            id: 122,
            name: 'Tambores de freno',
            generics: [g(69, 'Tambor de freno', 'Frenos', 52, (_p, i) => `Diámetro del tambor: ${i(180, 255)} mm|Altura: ${i(50, 75)} mm`)],
          },
        ],
      },
      {
        id: 130,
        name: 'Líquido y conducciones',
        generics: [
          g(81, 'Líquido de frenos', 'Frenos', 9, (p) => `Norma: ${p(['DOT 4', 'DOT 5.1', 'DOT 4 LV'])}|Contenido: ${p(['0,5 l', '1 l'])}`),
          g(83, 'Tubo flexible de frenos', 'Frenos', 14, (_p, i) => `Longitud: ${i(200, 550)} mm`),
        ],
      },
    ],
  },
  {
    id: 200,
    name: 'Filtros',
    shortcuts: [2],
    children: [
      {
        id: 210,
        name: 'Filtro de aceite',
        generics: [
          g(
            7,
            'Filtro de aceite',
            'Filtración',
            8,
            (p, i) => `Tipo de filtro: ${p(['Filtro enroscable', 'Cartucho filtrante'])}|Diámetro exterior: ${i(60, 95)} mm|Altura: ${i(55, 140)} mm`,
          ),
        ],
      },
      {
        id: 220,
        name: 'Filtro de aire',
        generics: [g(8, 'Filtro de aire', 'Filtración', 14, (_p, i) => `Longitud: ${i(180, 320)} mm|Anchura: ${i(120, 240)} mm|Altura: ${i(35, 80)} mm`)],
      },
      {
        id: 230,
        name: 'Filtro de habitáculo',
        generics: [
          g(
            424,
            'Filtro de habitáculo',
            'Filtración',
            16,
            (p) => `Tipo de filtro: ${p(['Filtro de partículas', 'Filtro de carbón activado', 'Filtro antialérgico'])}`,
          ),
        ],
      },
      {
        id: 240,
        name: 'Filtro de combustible',
        generics: [
          g(
            9,
            'Filtro de combustible',
            'Filtración',
            21,
            (p) => `Tipo de combustible: ${p(['Diésel', 'Gasolina'])}|Tipo de filtro: ${p(['Filtro de tubería', 'Cartucho filtrante'])}`,
          ),
        ],
      },
    ],
  },
  {
    id: 300,
    name: 'Encendido y precalentamiento',
    shortcuts: [3],
    children: [
      {
        id: 310,
        name: 'Bujías',
        generics: [
          g(
            686,
            'Bujía de encendido',
            'Encendido',
            7,
            (p, i) =>
              `Entrecaras: ${p([14, 16])} mm|Distancia entre electrodos: ${(i(6, 11) / 10).toFixed(1).replace('.', ',')} mm|Material: ${p(['Iridio', 'Platino', 'Níquel'])}`,
          ),
        ],
      },
      {
        id: 320,
        name: 'Bobinas',
        generics: [
          g(689, 'Bobina de encendido', 'Encendido', 48, (p) => `Número de conexiones: ${p([3, 4])}|Tipo: ${p(['Bobina de lápiz', 'Bloque de bobinas'])}`),
        ],
      },
      {
        id: 330,
        name: 'Calentadores',
        generics: [g(243, 'Bujía de precalentamiento', 'Encendido', 19, (p) => `Tensión: ${p(['4,4 V', '5 V', '11 V'])}|Rosca: ${p(['M10x1', 'M8x1'])}`)],
      },
    ],
  },
  {
    id: 400,
    name: 'Suspensión y amortiguación',
    shortcuts: [4],
    children: [
      {
        id: 410,
        name: 'Amortiguadores',
        generics: [
          g(
            854,
            'Amortiguador',
            'Suspensión',
            74,
            (p) => `Lado de montaje: ${p(side)}|Tipo de amortiguador: ${p(['Presión de gas', 'Hidráulico'])}|Sistema: ${p(['Bitubo', 'Monotubo'])}`,
          ),
        ],
      },
      {
        id: 420,
        name: 'Muelles',
        generics: [
          g(
            223,
            'Muelle de suspensión',
            'Suspensión',
            41,
            (p, i) => `Lado de montaje: ${p(side)}|Longitud: ${i(250, 420)} mm|Espesor del alambre: ${i(10, 15)} mm`,
          ),
        ],
      },
      {
        id: 430,
        name: 'Brazos y rótulas',
        generics: [
          g(
            273,
            'Brazo de suspensión',
            'Suspensión',
            58,
            (p) => `Lado de montaje: ${p(['Delante izquierda', 'Delante derecha'])}|Tipo de brazo: ${p(['Brazo triangular', 'Brazo transversal'])}`,
          ),
          g(272, 'Rótula de suspensión', 'Suspensión', 24, (p) => `Lado de montaje: ${p(['izquierda', 'derecha', 'ambos lados'])}`),
        ],
      },
    ],
  },
  {
    id: 500,
    name: 'Transmisión y distribución',
    shortcuts: [5, 6],
    children: [
      {
        id: 510,
        name: 'Embrague',
        generics: [
          g(
            47,
            'Kit de embrague',
            'Transmisión',
            185,
            (p, i) => `Diámetro: ${i(200, 240)} mm|Número de dientes: ${i(20, 28)}|Con volante bimasa: ${p(['sí', 'no'])}`,
          ),
        ],
      },
      {
        id: 520,
        name: 'Distribución',
        children: [
          {
            id: 521,
            name: 'Kits de distribución',
            generics: [g(307, 'Kit de distribución', 'Transmisión', 129, (p, i) => `Número de dientes: ${i(110, 160)}|Con bomba de agua: ${p(['sí', 'no'])}`)],
          },
          {
            id: 522,
            name: 'Correas auxiliares',
            generics: [g(305, 'Correa poli V', 'Transmisión', 22, (p, i) => `Número de nervios: ${p([4, 5, 6])}|Longitud: ${i(800, 2200)} mm`)],
          },
        ],
      },
    ],
  },
  {
    id: 600,
    name: 'Sistema eléctrico',
    shortcuts: [7],
    children: [
      {
        id: 610,
        name: 'Baterías',
        generics: [
          g(
            1,
            'Batería de arranque',
            'Eléctrico',
            96,
            (p, i) =>
              `Tensión: 12 V|Capacidad: ${p([44, 60, 70, 74, 95])} Ah|Corriente de arranque: ${i(420, 850)} A|Borne positivo: ${p(['derecha', 'izquierda'])}`,
          ),
        ],
      },
      {
        id: 620,
        name: 'Alternadores y arranque',
        generics: [
          g(4, 'Alternador', 'Eléctrico', 210, (p) => `Tensión: 14 V|Intensidad de carga: ${p([90, 110, 140, 180])} A`),
          g(2, 'Motor de arranque', 'Eléctrico', 175, (p) => `Potencia: ${p(['1,1', '1,4', '1,7', '2,2'])} kW|Número de dientes: ${p([9, 10, 11])}`),
        ],
      },
    ],
  },
  {
    id: 700,
    name: 'Iluminación',
    shortcuts: [8],
    children: [
      {
        id: 710,
        name: 'Lámparas',
        generics: [
          g(
            10,
            'Lámpara de faro',
            'Iluminación',
            6,
            (p) => `Tipo de lámpara: ${p(['H7', 'H4', 'H1', 'D1S', 'H11'])}|Tensión: 12 V|Potencia: ${p([55, 60, 35])} W`,
          ),
        ],
      },
      {
        id: 720,
        name: 'Faros y pilotos',
        generics: [
          g(12, 'Faro principal', 'Iluminación', 88, (p) => `Lado de montaje: ${p(['izquierda', 'derecha'])}|Tecnología: ${p(['Halógeno', 'LED', 'Xenón'])}`),
        ],
      },
    ],
  },
  {
    id: 800,
    name: 'Ruedas y neumáticos',
    children: [
      // The EU tyre label (Regulation (EU) 2020/740): fuel efficiency and wet grip classes A–E, external rolling noise in dB and its class A–C.
      {
        id: 810,
        name: 'Neumáticos',
        generics: [
          g(
            3053,
            'Neumático',
            'Neumáticos',
            86,
            (p, i) =>
              `Medida: ${p(['195/65 R15 91H', '205/55 R16 91V', '225/45 R17 94W', '215/60 R16 99H', '185/65 R15 88T'])}|Temporada: ${p(['Verano', 'Invierno', 'Todas las estaciones'])}|Eficiencia de combustible: ${p(['A', 'B', 'C', 'C', 'D', 'E'])}|Adherencia en suelo mojado: ${p(['A', 'A', 'B', 'B', 'C', 'D'])}|Ruido exterior: ${i(67, 74)} dB|Clase de ruido: ${p(['A', 'B', 'B', 'C'])}`,
          ),
        ],
      },
    ],
  },
  {
    id: 900,
    name: 'Aceites y líquidos',
    children: [
      // Engine oils (the lubricants screen searches them by viscosity grade, e.g. 5W30).
      {
        id: 910,
        name: 'Aceite de motor',
        generics: [
          g(
            3224,
            'Aceite de motor',
            'Lubricantes',
            34,
            (p) =>
              `Viscosidad: ${p(['5W30', '5W30', '5W40', '10W40', '0W20', '5W20', '0W30', '15W40'])}|Capacidad: ${p(['1 l', '4 l', '5 l', '5 l'])}|Norma: ${p(['ACEA C3', 'API SP', 'VW 504.00/507.00', 'ACEA A3/B4', 'MB 229.51', 'ACEA C2'])}`,
          ),
        ],
      },
    ],
  },
];

/** Shortcut icon buttons, in their order. */
export const SHORTCUTS = [
  { id: 1, name: 'Frenos' },
  { id: 2, name: 'Filtros' },
  { id: 3, name: 'Encendido' },
  { id: 4, name: 'Suspensión' },
  { id: 5, name: 'Embrague' },
  { id: 6, name: 'Distribución' },
  { id: 7, name: 'Eléctrico' },
  { id: 8, name: 'Iluminación' },
];

/** A real engine of a family: its name, displacement (cc, null for an electric motor) and cylinders. */
export interface EngineDef {
  readonly name: string;
  readonly cc: number | null;
  readonly cylinders: number | null;
}

/** Engines written short: [name, cc, cylinders]. */
const engines = (list: readonly (readonly [string, number | null, number | null])[]): EngineDef[] =>
  list.map(([name, cc, cylinders]) => ({ name, cc, cylinders }));

/**
 * Engine families by fuel: their engines (name, displacement and cylinders that agree: a '1.6' has about 1,600 cc and
 * 4 cylinders), the displacements among them, power range (kW) and the data sheet's engine fields.
 */
export const ENGINE_KINDS: readonly {
  fuel: string;
  motor: string;
  combustion: string | null;
  engines: readonly EngineDef[];
  cc: readonly (number | null)[];
  kw: readonly [number, number];
}[] = [
  {
    fuel: 'Gasolina',
    motor: 'Motor Otto',
    combustion: 'Inyección directa',
    engines: engines([
      ['1.0 TSI', 999, 3],
      ['1.2 PureTech', 1199, 3],
      ['1.2 TCe', 1197, 4],
      ['1.4 16V', 1390, 4],
      ['1.5 EcoBoost', 1498, 3],
      ['1.6 VTi', 1598, 4],
      ['2.0 Turbo', 1984, 4],
    ]),
    cc: [999, 1199, 1390, 1498, 1598, 1984],
    kw: [51, 180],
  },
  {
    fuel: 'Diésel',
    motor: 'Motor diésel',
    combustion: 'Common Rail',
    engines: engines([
      ['1.5 dCi', 1461, 4],
      ['1.6 HDi', 1560, 4],
      ['1.6 TDI', 1598, 4],
      ['1.9 TDI', 1896, 4],
      ['2.0 TDI', 1968, 4],
      ['2.0 CRDi', 1995, 4],
      ['2.2 D', 2179, 4],
    ]),
    cc: [1461, 1560, 1598, 1896, 1968, 2179],
    kw: [55, 140],
  },
  {
    fuel: 'Gasolina/eléctrico',
    motor: 'Híbrido',
    combustion: 'Inyección en colector',
    engines: engines([
      ['1.6 GDi Hybrid', 1580, 4],
      ['1.8 Hybrid', 1798, 4],
      ['2.0 Hybrid', 1987, 4],
    ]),
    cc: [1580, 1798, 1987],
    kw: [72, 145],
  },
  {
    fuel: 'Eléctrico',
    motor: 'Eléctrico',
    combustion: null,
    engines: engines([
      ['Eléctrico 50 kWh', null, null],
      ['Eléctrico 64 kWh', null, null],
      ['Eléctrico 77 kWh', null, null],
    ]),
    cc: [null],
    kw: [80, 250],
  },
];

export const BODIES = ['Berlina', 'Hatchback', 'Familiar', 'Monovolumen', 'Todoterreno cerrado', 'Coupé', 'Cabrio', 'Furgoneta'];
export const DRIVES = ['Tracción delantera', 'Tracción trasera', 'Tracción total'];

/** Plates the README documents: one vehicle, several, none. */
export const DEMO_PLATES = { one: '1234BBB', several: '5678CCC', none: '0000ZZZ' } as const;
