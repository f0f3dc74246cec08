import type { ContractShape } from '../endpoint';
import { UsuariosContactos } from './contactos';
import { Consumos } from './consumos';
import { DocumentosAdjuntos } from './documentosAdjuntos';
import { EstudiosMercado } from './estudiosMercado';
import { UsuariosFavoritos } from './favoritos';
import { Login } from './login';
import { Noticias } from './noticias';
import { SociosOwn } from './socios';
import { UsuariosAccounts, UsuariosPassword } from './usuarios';

/**
 * Every call of the portal, by controller and action, exactly as spec section 7 names them
 * (served under /api/<Controller>/<Action>). Each feature adds its own group on its own line.
 */
export const contract = {
  Login,
  Usuarios: {
    ...UsuariosPassword,
    ...UsuariosAccounts,
    ...UsuariosContactos,
    ...UsuariosFavoritos,
  },
  Socios: {
    ...SociosOwn,
  },
  Noticias,
  Consumos,
  DocumentosAdjuntos,
  EstudiosMercado,
} as const satisfies ContractShape;

/** The contract's type. */
export type Contract = typeof contract;

export { SessionAnswer } from './login';
export { CONTACT_IMPORT_MAX_ROWS, ContactoCambio, ContactoImportado, GrupoContacto } from './contactos';
export { ATTACHMENT_KINDS } from './documentosAdjuntos';
export { SHARE_MAX_ADDRESSES } from './favoritos';
