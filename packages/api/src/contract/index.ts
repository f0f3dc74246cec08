import type { ContractShape } from '../endpoint';
import { UsuariosContactos } from './contactos';
import { Login } from './login';
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
  },
  Socios: {
    ...SociosOwn,
  },
} as const satisfies ContractShape;

/** The contract's type. */
export type Contract = typeof contract;

export { CONTACT_IMPORT_MAX_ROWS, ContactoCambio, ContactoImportado, GrupoContacto } from './contactos';
export { SessionAnswer } from './login';
