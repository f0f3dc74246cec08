import type { GrupoTallerIncluido, Pais, Taller, TallerIncluido } from '@socios/api';

/** Demo data of the promotions stories: three countries, a few workshops and groups of one member. */

export const storyCountries: Pais[] = [
  { PAI_ID: 2, PAI_CODIGO: 'PT', PAI_DESCRIPCION: 'PORTUGAL' },
  { PAI_ID: 1, PAI_CODIGO: 'ES', PAI_DESCRIPCION: 'ESPAÑA' },
  { PAI_ID: 3, PAI_CODIGO: 'AD', PAI_DESCRIPCION: 'ANDORRA' },
];

function workshop(id: number, name: string, town: string, extra: Partial<Taller> = {}): Taller {
  return {
    TAS_ID: id,
    TAS_NOMBRE: name,
    TAS_TIPO: 'Mecánica',
    TAS_CONTACTO: 'Lucía Núñez',
    TAS_COMERCIAL: null,
    TAS_WEB: null,
    TAS_ID_PAIS: 1,
    TAS_PROVINCIA: 'Soria',
    TAS_POBLACION: town,
    TAS_DIRECCION: 'Calle Mayor 3',
    TAS_CP: '42001',
    TAS_TELEFONO: '975123456',
    TAS_MOVIL: null,
    TAS_FAX: null,
    TAS_EMAIL: `taller${id}@example.com`,
    TAS_EMAIL_2: null,
    TAS_LATITUD: 41.76,
    TAS_LONGITUD: -2.46,
    TAS_ZOOM: 15,
    TAS_POTENCIAL: 'Alto',
    SOC_CODIGO: '001',
    SOC_NOMBRE: 'Recambios Demo',
    PAI_CODIGO: 'ES',
    PAI_DESCRIPCION: 'ESPAÑA',
    ...extra,
  };
}

export const storyWorkshops: Taller[] = [
  workshop(1, 'Talleres Zubiri', 'Soria'),
  workshop(2, 'Autos Peña', 'Almazán'),
  workshop(3, 'Chapa y Pintura Ortega', 'El Burgo de Osma', { TAS_TIPO: 'Chapa y pintura' }),
  workshop(4, 'Ágreda Motor', 'Ágreda', { TAS_TIPO: 'Electricidad' }),
];

/** The workshops as listed for the group 'Clientes habituales' (the first two included). */
export const storyGroupWorkshops: TallerIncluido[] = storyWorkshops.map((w) => ({ ...w, INCLUIDO: w.TAS_ID <= 2 }));

/** The groups as listed for the workshop 'Talleres Zubiri' (in the first one). */
export const storyWorkshopGroups: GrupoTallerIncluido[] = [
  { GRT_ID: 10, GRT_NOMBRE: 'Clientes habituales', INCLUIDO: true },
  { GRT_ID: 11, GRT_NOMBRE: 'Chapa y pintura', INCLUIDO: false },
  { GRT_ID: 12, GRT_NOMBRE: 'Nuevos clientes', INCLUIDO: false },
];
