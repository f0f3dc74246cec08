import type { Bateria, Neumatico } from '@socios/api';
import { groupByOfferingMember } from '@socios/domain';

// Example rows for the stories of this feature's components (stories only; the screens read the server).

const offer = { Precio: 84.5, Dto: 12, Neto: 74.36, PermisoCompra: 'true' as const };
const levante = { SOC_NOMBRE: 'Autorecambios Levante', SOC_CIF: 'B46000002' };
const norte = { SOC_NOMBRE: 'Recambios del Norte', SOC_CIF: 'B48000003' };

export const TYRES: Neumatico[] = [
  {
    Ref: 'MIC-PR4-2055516',
    RefComercial: 'Primacy 4',
    Marca: 'Michelin',
    Descripcion: 'Neumático 205/55 R16 91V',
    Stock: 12,
    Invierno: false,
    socio: levante,
    AhorroCarburante: 'B',
    Adherencia: 'A',
    RuidoExterior: 69,
    NumOndas: 1,
    IdMarca: 51,
    ...offer,
  },
  {
    Ref: 'PIR-W210-2055516',
    RefComercial: 'Winter Sottozero 3',
    Marca: 'Pirelli',
    Descripcion: 'Neumático de invierno 205/55 R16 91H',
    Stock: 4,
    Invierno: true,
    socio: levante,
    AhorroCarburante: 'C',
    Adherencia: 'B',
    RuidoExterior: 71,
    NumOndas: 2,
    IdMarca: 52,
    ...offer,
  },
  {
    Ref: 'CON-PC6-2055516',
    RefComercial: 'PremiumContact 6',
    Marca: 'Continental',
    Descripcion: 'Neumático 205/55 R16 91W',
    Stock: 7,
    Invierno: false,
    socio: norte,
    AhorroCarburante: 'C',
    Adherencia: 'A',
    RuidoExterior: 71,
    NumOndas: 2,
    IdMarca: 53,
    Precio: 92.1,
    Dto: 0,
    Neto: 92.1,
    PermisoCompra: 'false',
  },
];

export const BATTERIES: Bateria[] = [
  {
    RefComercial: 'Blue Dynamic E11',
    Marca: 'Varta',
    Ref: 'VAR-574012068',
    Descripcion: 'Batería 12 V 74 Ah 680 A',
    PotenciaArranque: 680,
    Voltaje: 12,
    Amperios: 74,
    PositivoDerecha: true,
    Stock: 9,
    socio: levante,
    IdMarca: 61,
    ...offer,
  },
  {
    RefComercial: 'S4 008',
    Marca: 'Bosch',
    Ref: 'BOS-0092S40080',
    Descripcion: 'Batería 12 V 74 Ah 680 A',
    PotenciaArranque: 680,
    Voltaje: 12,
    Amperios: 74,
    PositivoDerecha: false,
    Stock: 3,
    socio: norte,
    IdMarca: 62,
    ...offer,
  },
];

export const TYRE_GROUPS = groupByOfferingMember(TYRES);
export const BATTERY_GROUPS = groupByOfferingMember(BATTERIES);
