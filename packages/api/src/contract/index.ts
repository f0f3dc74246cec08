import type { ContractShape } from '../endpoint';
import { UsuariosContactos } from './contacts';
import { Consumos } from './consumption';
import { DocumentosAdjuntos } from './attachments';
import { EstudiosMercado } from './studies';
import { UsuariosFavoritos } from './favourites';
import { Login } from './login';
import { Noticias } from './news';
import { SociosOwn } from './members';
import { UsuariosAccounts, UsuariosPassword } from './users';

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
export { CONTACT_IMPORT_MAX_ROWS, ContactoCambio, ContactoImportado, GrupoContacto } from './contacts';
export { ATTACHMENT_KINDS } from './attachments';
export { SHARE_MAX_ADDRESSES } from './favourites';
