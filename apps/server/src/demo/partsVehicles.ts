/** The built-in parts catalogue's vehicles: engine families, bodies, drives, and the plates the README documents. */

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
