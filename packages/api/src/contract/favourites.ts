import { z } from 'zod';
import { endpoint } from '../endpoint';
import { OkAnswer } from '../entities/common';
import { BloqueDisposicion } from '../entities/news';
import { FavoritoDocumento, FavoritoNoticia, FavoritoProveedor, FavTipo } from '../entities/user';
import { answer, wireId, wireText } from '../wire';

/** Largest number of e-mail addresses one share accepts. */
export const SHARE_MAX_ADDRESSES = 50;

/** Favourites, sharing by e-mail and the dashboard layout of the user (000 §7 and ours). */
export const UsuariosFavoritos = {
  /**
   * Toggles a favourite: with FAV_ID_ENTIDAD, adds it (answering the new favourite) or, when the user already has
   * it, removes it (answering null); with FAV_ID_ENTIDAD null, removes the favourite FAV_ID (the dashboard).
   * 404 for an entity the user may not see; 403 without Noticias (N) or Documentos (D).
   */
  AddOrDeleteFavorito: endpoint({
    method: 'POST',
    path: '/Usuarios/AddOrDeleteFavorito',
    access: 'session',
    body: z.object({ FAV_ID: wireId.nullish(), FAV_ID_ENTIDAD: wireId.nullish(), FAV_TIPO: FavTipo }),
    response: answer(z.union([FavoritoNoticia, FavoritoProveedor, FavoritoDocumento]).nullable()),
  }),
  /**
   * Sends a news item (tipo N) or a general document (tipo D, attached) to addresses of the user's contacts
   * (mailContacto, joined by commas). 404 when any address is invalid or not one of the user's contacts; nothing
   * is sent then.
   */
  EnviarCorreo: endpoint({
    method: 'POST',
    path: '/Usuarios/EnviarCorreo',
    access: 'session',
    body: z.object({ mailContacto: wireText(SHARE_MAX_ADDRESSES * 260), idEntidad: wireId, tipo: z.enum(['N', 'D']) }),
    response: OkAnswer,
  }),
  /** The user's dashboard layout by breakpoint, or null when never changed. */
  GetDisposicion: endpoint({
    method: 'GET',
    path: '/Usuarios/GetDisposicion',
    access: 'session',
    response: answer(z.record(z.string(), z.array(BloqueDisposicion)).nullable()),
  }),
  /** Stores the user's dashboard layout by breakpoint (blocks rearranged or resized). */
  GuardarDisposicion: endpoint({
    method: 'POST',
    path: '/Usuarios/GuardarDisposicion',
    access: 'session',
    body: z.object({
      disposicion: z
        .record(wireText(10), z.array(BloqueDisposicion).max(30))
        .refine((r) => Object.keys(r).length <= 6, 'demasiadas disposiciones'),
    }),
    response: z.object({ ok: z.literal(true), mensajeError: z.null() }),
  }),
} as const;
