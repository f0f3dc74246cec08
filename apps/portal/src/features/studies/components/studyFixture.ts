import type { StudyRecords } from '@socios/domain';

/** A small market study for the stories: Brembo against Ferodo and Textar in four lines (one per tier). */
export const STORY_STUDY: StudyRecords = {
  referencias: [
    { ID_LINEA: 1, ID_MARCA: 1, MAR_NOMBRE: 'Brembo', REFERENCIA: 'P85020', DESCRIPCION: 'Pastillas delanteras Seat Ibiza', PVP: 62.4, NETO: 38.1, PORCENTAJE: 20, ACUMULADO: 20 },
    { ID_LINEA: 1, ID_MARCA: 2, MAR_NOMBRE: 'Ferodo', REFERENCIA: 'FDB1394', DESCRIPCION: 'Pastillas delanteras Seat Ibiza', PVP: 58.9, NETO: 35.2, PORCENTAJE: 20, ACUMULADO: 20 },
    { ID_LINEA: 1, ID_MARCA: 3, MAR_NOMBRE: 'Textar', REFERENCIA: '2321901', DESCRIPCION: 'Pastillas delanteras Seat Ibiza', PVP: 66, NETO: 0, PORCENTAJE: 20, ACUMULADO: 20 },
    { ID_LINEA: 2, ID_MARCA: 1, MAR_NOMBRE: 'Brembo', REFERENCIA: 'P85075', DESCRIPCION: 'Pastillas traseras VW Golf VII', PVP: 48.2, NETO: 29.9, PORCENTAJE: 25, ACUMULADO: 45 },
    { ID_LINEA: 2, ID_MARCA: 2, MAR_NOMBRE: 'Ferodo', REFERENCIA: 'FDB4050', DESCRIPCION: 'Pastillas traseras VW Golf VII', PVP: 45.5, NETO: 31.4, PORCENTAJE: 25, ACUMULADO: 45 },
    { ID_LINEA: 2, ID_MARCA: 3, MAR_NOMBRE: 'Textar', REFERENCIA: '2456701', DESCRIPCION: 'Pastillas traseras VW Golf VII', PVP: 51.3, NETO: 30.2, PORCENTAJE: 25, ACUMULADO: 45 },
    { ID_LINEA: 3, ID_MARCA: 1, MAR_NOMBRE: 'Brembo', REFERENCIA: 'P23118', DESCRIPCION: 'Pastillas delanteras Renault Clio IV', PVP: 55, NETO: 33, PORCENTAJE: 30, ACUMULADO: 75 },
    { ID_LINEA: 3, ID_MARCA: 2, MAR_NOMBRE: 'Ferodo', REFERENCIA: 'FDB4187', DESCRIPCION: 'Pastillas delanteras Renault Clio IV', PVP: 53.1, NETO: 34.6, PORCENTAJE: 30, ACUMULADO: 75 },
    { ID_LINEA: 3, ID_MARCA: 3, MAR_NOMBRE: 'Textar', REFERENCIA: '2512803', DESCRIPCION: 'Pastillas delanteras Renault Clio IV', PVP: 57.4, NETO: 32.5, PORCENTAJE: 30, ACUMULADO: 75 },
    { ID_LINEA: 4, ID_MARCA: 1, MAR_NOMBRE: 'Brembo', REFERENCIA: 'P61089', DESCRIPCION: 'Pastillas traseras Peugeot 208', PVP: 41.8, NETO: 25.7, PORCENTAJE: 25, ACUMULADO: 100 },
    { ID_LINEA: 4, ID_MARCA: 2, MAR_NOMBRE: 'Ferodo', REFERENCIA: 'FDB1617', DESCRIPCION: 'Pastillas traseras Peugeot 208', PVP: 39.9, NETO: 24.1, PORCENTAJE: 25, ACUMULADO: 100 },
    { ID_LINEA: 4, ID_MARCA: 3, MAR_NOMBRE: 'Textar', REFERENCIA: '2398104', DESCRIPCION: 'Pastillas traseras Peugeot 208', PVP: 44.6, NETO: 26.8, PORCENTAJE: 25, ACUMULADO: 100 },
  ],
  descuentos: [
    { MARCA: 1, ID: 11, TIPO_PRECIO: 2, DTO: 5, DTO_MAX: 8, TITULO: 'Descuento comercial', DESCRIPCION: 'Sobre el neto de la tarifa de compra', ORDEN: 1 },
    { MARCA: 1, ID: 12, TIPO_PRECIO: 2, DTO: 1.5, DTO_MAX: 4, TITULO: 'Rappel por volumen', ORDEN: 2, TOTAL_CONSUMO: 12_480.5, CNDS_NOMBRE_MARCA: 'Rappel anual Brembo' },
    { MARCA: 1, ID: 13, TIPO_PRECIO: 1, DTO: 32, DTO_MAX: 36, TITULO: 'Descuento sobre PVP', ORDEN: 3 },
    { MARCA: 2, ID: 21, TIPO_PRECIO: 2, DTO: 4, DTO_MAX: 7, TITULO: 'Descuento comercial', ORDEN: 1 },
    { MARCA: 2, ID: 22, TIPO_PRECIO: 1, DTO: 30, DTO_MAX: 34, TITULO: 'Descuento sobre PVP', ORDEN: 2 },
    { MARCA: 3, ID: 31, TIPO_PRECIO: 2, DTO: 6, DTO_MAX: 9, TITULO: 'Descuento comercial', ORDEN: 1 },
    { MARCA: 3, ID: 32, TIPO_PRECIO: 1, DTO: 35, DTO_MAX: 38, TITULO: 'Descuento sobre PVP', ORDEN: 2 },
  ],
  formulas: [
    { MARCA: 1, FORM_PVP: '{13}', FORM_NETO: '100 - (100 - {11}) * (100 - {12}) / 100' },
    { MARCA: 2, FORM_PVP: '{22}', FORM_NETO: '{21}' },
    { MARCA: 3, FORM_PVP: null, FORM_NETO: '{31} +' },
  ],
  cuadroConsumos: [
    { TIPO: 'I', MARCA: 'Brembo', CONSUMO: 12_480.5 },
    { TIPO: 'I', MARCA: 'Ferodo', CONSUMO: 3_210 },
    { TIPO: 'I', MARCA: 'Textar', CONSUMO: 0 },
    { TIPO: 'I', MARCA: 'TOTAL SUBFAMILIA', CONSUMO: 21_904.75 },
    { TIPO: 'G', MARCA: 'Brembo', CONSUMO: 1_284_330.1 },
    { TIPO: 'G', MARCA: 'Ferodo', CONSUMO: 904_112 },
    { TIPO: 'G', MARCA: 'Textar', CONSUMO: 455_870.4 },
    { TIPO: 'G', MARCA: 'TOTAL SUBFAMILIA', CONSUMO: 3_402_981.9 },
  ],
};
