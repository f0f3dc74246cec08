import type { Handlers } from './http/context';
import { contactHandlers } from './modules/contacts/handlers';
import { loginHandlers } from './modules/login/handlers';
import { ownMemberHandlers } from './modules/socios/own';
import { accountHandlers } from './modules/usuarios/accounts';
import { passwordHandlers } from './modules/usuarios/password';

/** The server side of every call of the contract (a missing one is a compile error). One group per line. */
export const handlers: Handlers = {
  Login: loginHandlers,
  Usuarios: {
    ...passwordHandlers,
    ...accountHandlers,
    ...contactHandlers,
  },
  Socios: {
    ...ownMemberHandlers,
  },
};
