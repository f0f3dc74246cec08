import type { Handlers } from './http/context';
import { attachmentHandlers } from './modules/attachments/handlers';
import { consumptionHandlers } from './modules/consumption/handlers';
import { contactHandlers } from './modules/contacts/handlers';
import { favouriteHandlers } from './modules/favourites/handlers';
import { loginHandlers } from './modules/login/handlers';
import { newsHandlers } from './modules/news/handlers';
import { sharingHandlers } from './modules/sharing/handlers';
import { ownMemberHandlers } from './modules/members/own';
import { studyHandlers } from './modules/studies/handlers';
import { accountHandlers } from './modules/users/accounts';
import { passwordHandlers } from './modules/users/password';

/** The server side of every call of the contract (a missing one is a compile error). One group per line. */
export const handlers: Handlers = {
  Login: loginHandlers,
  Usuarios: {
    ...passwordHandlers,
    ...accountHandlers,
    ...contactHandlers,
    ...favouriteHandlers,
    ...sharingHandlers,
  },
  Socios: {
    ...ownMemberHandlers,
  },
  Noticias: newsHandlers,
  Consumos: consumptionHandlers,
  DocumentosAdjuntos: attachmentHandlers,
  EstudiosMercado: studyHandlers,
};
