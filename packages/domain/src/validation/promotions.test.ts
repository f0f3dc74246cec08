import { describe, expect, it } from 'vitest';
import { campaignSendGroups, validateCampaign, validateWorkshopGroupName, validateWorkshopName } from './promotions';

describe('workshop groups (spec 001 §5)', () => {
  it('needs a name, max 30 on create and 50 on edit', () => {
    expect(validateWorkshopGroupName(' ', 'create')).toEqual({
      ok: false,
      errors: [{ field: 'GRT_NOMBRE', message: 'Debe rellenar todos los campos para añadir el grupo' }],
    });
    expect(validateWorkshopGroupName('x'.repeat(30), 'create').ok).toBe(true);
    expect(validateWorkshopGroupName('x'.repeat(31), 'create').ok).toBe(false);
    expect(validateWorkshopGroupName('x'.repeat(50), 'edit').ok).toBe(true);
    expect(validateWorkshopGroupName('x'.repeat(51), 'edit').ok).toBe(false);
  });
});

describe('campaigns', () => {
  it('needs CAM_NOMBRE and keeps the name and date limits', () => {
    expect(validateCampaign({ CAM_NOMBRE: '' }, 'create')).toEqual({
      ok: false,
      errors: [{ field: 'CAM_NOMBRE', message: 'Debe rellenar todos los campos para añadir la campaña' }],
    });
    expect(validateCampaign({ CAM_NOMBRE: 'Verano', CAM_FECHA_INICIO: 'x'.repeat(31) }, 'create').ok).toBe(false);
    expect(validateCampaign({ CAM_NOMBRE: 'Verano', CAM_FECHA_INICIO: 'x'.repeat(31) }, 'edit').ok).toBe(true);
  });

  it('sends to the INCLUIDO groups as a comma list, or says there is none', () => {
    expect(
      campaignSendGroups([
        { GRT_ID: 3, INCLUIDO: true },
        { GRT_ID: 5, INCLUIDO: false },
        { GRT_ID: 7, INCLUIDO: true },
      ]),
    ).toEqual({ ok: true, value: '3,7' });
    expect(campaignSendGroups([{ GRT_ID: 5, INCLUIDO: false }])).toEqual({
      ok: false,
      errors: [{ field: null, message: 'No hay grupos establecidos para el envío' }],
    });
  });

  it('workshop names: required, max 50', () => {
    expect(validateWorkshopName('x'.repeat(50)).ok).toBe(true);
    expect(validateWorkshopName('x'.repeat(51)).ok).toBe(false);
    expect(validateWorkshopName('').ok).toBe(false);
  });
});
