import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { OkAnswer } from '../entities/common';
import { wireId, wireText } from '../wire';

/** Largest number of e-mail addresses one share accepts. */
export const SHARE_MAX_ADDRESSES = 50;

/** Sharing a news item or a document with the user's contacts by e-mail (000 §7, §8). */
export const UsuariosCompartir = {
  /**
   * Sends a news item (tipo N), a general document (tipo D, attached) or a supplier's own document (tipo DP, ours:
   * idEntidad is its PRVDOC_ID; Condiciones) to addresses of the user's contacts
   * (mailContacto, joined by commas). 404 when any address is invalid or not one of the user's contacts; nothing
   * is sent then.
   */
  EnviarCorreo: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/EnviarCorreo',
    foreign: { kind: 'contactAddress', at: 'body.mailContacto' },
    body: z.object({ mailContacto: wireText(SHARE_MAX_ADDRESSES * 260), idEntidad: wireId, tipo: z.enum(['N', 'D', 'DP']) }),
    response: OkAnswer,
  }),
} as const;
