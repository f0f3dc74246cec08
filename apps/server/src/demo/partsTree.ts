/** The built-in parts catalogue's assembly-group tree with its generic articles, and the shortcuts into it. */

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
