import { describe, expect, it } from 'vitest';
import { importContactsCsv } from './contactsImport';
import {
  CONTACTS_TEMPLATE_FILE_NAME,
  contactsImportTemplate,
  MEMBERS_CSV_FILE_NAME,
  studyCsvFileName,
  tariffsCsvFileName,
  WORKSHOPS_TEMPLATE_FILE_NAME,
} from './files';

describe('export file names (spec 000 §9, 001 §9)', () => {
  it('builds the spec names', () => {
    expect(studyCsvFileName('Pastillas de freno', ['BOSCH', 'TRW'])).toBe('estudio_mercado_Pastillas de freno_BOSCH_TRW.csv');
    expect(studyCsvFileName('Discos 1/2', ['A:B'])).toBe('estudio_mercado_Discos 1_2_A_B.csv');
    expect(tariffsCsvFileName('VALEO', { year: 2024, month: 3, day: 7 })).toBe('tarifas_VALEO_07_03.csv');
    expect(MEMBERS_CSV_FILE_NAME).toBe('listado_socios.csv');
    expect(CONTACTS_TEMPLATE_FILE_NAME).toBe('PlantillaImportacionContactos.csv');
    expect(WORKSHOPS_TEMPLATE_FILE_NAME).toBe('PlantillaImportacionTalleres.csv');
  });

  it('the contacts template is a header the importer skips', () => {
    const t = contactsImportTemplate();
    expect(t).toBe('\ufeffNombre;Email;Teléfono;Móvil;Id grupo\r\n');
    const r = importContactsCsv(`${t}Ana;ana@x.es;;;\r\n`);
    expect(r.ok).toBe(true);
    expect(r.headerSkipped).toBe(true);
  });
});
