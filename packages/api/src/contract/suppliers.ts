import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CondicionesProveedor, DocumentoProveedor, Proveedor } from '../entities/supplier';
import { TarifaCompra } from '../entities/tariff';
import { answer, answerOrRefusal, wireId, wireIdParam } from '../wire';
import { GROUP_LIST_MAX, MEMBER_LIST_MAX } from '../listBounds';

/** The supplier directory and a supplier's conditions and documents (001 §7 Suppliers and documents). */
export const Proveedores = {
  /** Every supplier with its brands, by name. */
  GetListado: endpoint({
    method: 'GET',
    path: '/Proveedores/GetListado',
    maxRows: GROUP_LIST_MAX,
    access: 'session',
    foreign: { none: "the group's supplier catalogue" },
    response: answer(z.array(Proveedor)),
  }),
  /** A supplier's conditions, contacts and conditions PDF; 404 for an unknown supplier; Condiciones permission. */
  ObtenerRegistro: endpoint({
    method: 'GET',
    path: '/Proveedores/ObtenerRegistro/:provId',
    access: 'session',
    foreign: { none: "the group's supplier catalogue" },
    permission: 'Condiciones',
    params: z.object({ provId: wireIdParam }),
    response: answer(CondicionesProveedor),
  }),
  /**
   * A supplier's documents (kinds D and DP); mensajeError set and an empty list when it has none (the portal then
   * says 'El proveedor no tiene documentos adjuntos.'). Condiciones permission.
   */
  GetProveedorDocumento: endpoint({
    method: 'POST',
    path: '/Proveedores/GetProveedorDocumento',
    maxRows: MEMBER_LIST_MAX,
    access: 'session',
    foreign: { none: "the group's supplier catalogue" },
    permission: 'Condiciones',
    body: z.object({ PRVDOC_ID_PRV: wireId }),
    response: answerOrRefusal(z.array(DocumentoProveedor)),
  }),
  /** A supplier's buying price lists for a brand (the net price lists), in their order; Tarifas_Netos permission. */
  GetProveedorTarifaCompra: endpoint({
    method: 'POST',
    path: '/Proveedores/GetProveedorTarifaCompra',
    maxRows: MEMBER_LIST_MAX,
    access: 'session',
    foreign: { none: "the group's supplier catalogue" },
    permission: 'Tarifas_Netos',
    body: z.object({ idProveedor: wireId, idMarca: wireId }),
    response: answer(z.array(TarifaCompra)),
  }),
} as const;
