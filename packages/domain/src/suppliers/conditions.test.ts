import { describe, expect, it } from 'vitest';
import {
  allowedSupplierRoutes,
  isPortugal,
  orUnspecified,
  shippingRegionsFor,
  showsBrandMenu,
  allowedBrandRoutes,
  supplierSubRouteGate,
  type SupplierContactLike,
  UNSPECIFIED,
  visibleContacts,
} from './conditions';

const contact = (ROL: SupplierContactLike['ROL'], fields: Partial<SupplierContactLike> = {}): SupplierContactLike => ({
  ROL,
  NOMBRE: null,
  MAIL: null,
  TELEFONO: null,
  MOVIL: null,
  ...fields,
});

describe('supplier contacts', () => {
  it('shows only roles with at least one filled field, in the spec order', () => {
    const shown = visibleContacts([
      contact('JEFE_VENTAS', { MOVIL: '600000000' }),
      contact('DIRECTOR_GENERAL', { NOMBRE: 'Lucía García' }),
      contact('DIRECTOR_COMERCIAL'),
      contact('DIRECTOR_FINANCIERO', { MAIL: '   ' }),
    ]);
    expect(shown.map((c) => c.ROL)).toEqual(['DIRECTOR_GENERAL', 'JEFE_VENTAS']);
  });

  it("reads '(Sin especificar)' for a missing or blank value", () => {
    expect(orUnspecified(null)).toBe(UNSPECIFIED);
    expect(orUnspecified('  ')).toBe('(Sin especificar)');
    expect(orUnspecified(' 912 345 678 ')).toBe('912 345 678');
  });
});

describe('Portugal shipping rule', () => {
  it('users in Portugal see Portugal only; everyone else the four Spanish regions', () => {
    expect(isPortugal('PORTUGAL')).toBe(true);
    expect(isPortugal(' Portugal ')).toBe(true);
    expect(shippingRegionsFor('PORTUGAL')).toEqual(['PORTUGAL']);
    expect(shippingRegionsFor('ESPAÑA')).toEqual(['PENINSULA', 'BALEARES', 'CANARIAS', 'CEUTA_MELILLA']);
    expect(shippingRegionsFor(null)).toEqual(['PENINSULA', 'BALEARES', 'CANARIAS', 'CEUTA_MELILLA']);
  });
});

describe('supplier sub-routes and the Marcas menu', () => {
  it('opens each sub-route only with its flag', () => {
    expect(allowedSupplierRoutes({}).map((r) => r.id)).toEqual([]);
    expect(allowedSupplierRoutes({ Condiciones: true }).map((r) => r.path)).toEqual(['', 'contactos', 'documentos']);
    expect(allowedSupplierRoutes({ Tarifas: true, Tarifas_Netos: true }).map((r) => r.id)).toEqual(['tarifas', 'actualizaciones', 'tarifasNetos']);
    expect(allowedSupplierRoutes({ CondicionesPersonalizadas: true }).map((r) => r.id)).toEqual(['condiciones']);
  });

  it('shows the Marcas menu when any of Consumos, CondicionesPersonalizadas, Tarifas or Tarifas_Netos is set', () => {
    expect(showsBrandMenu({ Condiciones: true })).toBe(false);
    for (const flag of ['Consumos', 'CondicionesPersonalizadas', 'Tarifas', 'Tarifas_Netos'] as const) {
      expect(showsBrandMenu({ [flag]: true })).toBe(true);
    }
  });

  it('opens the brand sub-routes that exist and that the user may see, none without the Marcas menu rule', () => {
    expect(allowedBrandRoutes({ Consumos: true, Tarifas: true }, ['consumos']).map((r) => r.path)).toEqual(['consumos']);
    expect(allowedBrandRoutes({ Tarifas: true }, ['consumos'])).toEqual([]);
    expect(allowedBrandRoutes({ Condiciones: true }, ['consumos', 'tarifas'])).toEqual([]);
  });

  it('knows the flag of every supplier sub-path, brand paths included', () => {
    expect(supplierSubRouteGate('')).toBe('Condiciones');
    expect(supplierSubRouteGate('documentos/')).toBe('Condiciones');
    expect(supplierSubRouteGate('consumos')).toBe('Consumos');
    expect(supplierSubRouteGate('detalleMarca/12/consumos')).toBe('Consumos');
    expect(supplierSubRouteGate('detalleMarca/12/tarifas')).toBe('Tarifas');
    expect(supplierSubRouteGate('detalleMarca/12/tarifasNetos')).toBe('Tarifas_Netos');
    expect(supplierSubRouteGate('otra')).toBeNull();
  });
});
