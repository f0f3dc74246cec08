import { z } from 'zod';
import { sessionEndpoints } from '../endpoint';
import { CondicionesProveedor, DocumentoProveedor, Proveedor } from '../entities/supplier';
import { TarifaCompra } from '../entities/tariff';
import { answer, answerOrRefusal, wireId, wireIdParam } from '../wire';
import { GROUP_LIST_MAX, MEMBER_LIST_MAX } from '../listBounds';

/** Declares a call that reads the group's supplier catalogue (its permission, if any, its own). */
const supplierEndpoint = sessionEndpoints({ foreign: { none: "the group's supplier catalogue" } });

/** The supplier directory and a supplier's conditions and documents (001 §7 Suppliers and documents). */
export const Proveedores = {
  /** Every supplier with its brands, by name. */
  GetListado: supplierEndpoint({
    method: 'GET',
    path: '/Proveedores/GetListado',
    maxRows: GROUP_LIST_MAX,
    response: answer(z.array(Proveedor)),
  }),
  /** A supplier's conditions, contacts and conditions PDF; 404 for an unknown supplier; Condiciones permission. */
  ObtenerRegistro: supplierEndpoint({
    method: 'GET',
    path: '/Proveedores/ObtenerRegistro/:provId',
    permission: 'Condiciones',
    params: z.object({ provId: wireIdParam }),
    response: answer(CondicionesProveedor),
  }),
  /**
   * A supplier's documents (kinds D and DP); mensajeError set and an empty list when it has none (the portal then
   * says 'El proveedor no tiene documentos adjuntos.'). Condiciones permission.
   */
  GetProveedorDocumento: supplierEndpoint({
    method: 'POST',
    path: '/Proveedores/GetProveedorDocumento',
    maxRows: MEMBER_LIST_MAX,
    permission: 'Condiciones',
    body: z.object({ PRVDOC_ID_PRV: wireId }),
    response: answerOrRefusal(z.array(DocumentoProveedor)),
  }),
  /** A supplier's buying price lists for a brand (the net price lists), in their order; Tarifas_Netos permission. */
  GetProveedorTarifaCompra: supplierEndpoint({
    method: 'POST',
    path: '/Proveedores/GetProveedorTarifaCompra',
    maxRows: MEMBER_LIST_MAX,
    permission: 'Tarifas_Netos',
    body: z.object({ idProveedor: wireId, idMarca: wireId }),
    response: answer(z.array(TarifaCompra)),
  }),
} as const;
