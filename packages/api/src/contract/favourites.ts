import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { BloqueDisposicion } from '../entities/news';
import { FavoritoDocumento, FavoritoNoticia, FavoritoProveedor, FavTipo } from '../entities/user';
import { answer, Done, wireId, wireText } from '../wire';

/** Favourites and the dashboard layout of the user (000 §7 and ours). */
export const UsuariosFavoritos = {
  /**
   * Toggles a favourite: with FAV_ID_ENTIDAD, adds it (answering the new favourite) or, when the user already has
   * it, removes it (answering null); with FAV_ID_ENTIDAD null, removes the favourite FAV_ID (the dashboard).
   * 404 for an entity the user may not see; 403 without Noticias (N) or Documentos (D).
   */
  AddOrDeleteFavorito: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/AddOrDeleteFavorito',
    foreign: { kind: 'favourite', at: 'body.FAV_ID' },
    body: z.object({ FAV_ID: wireId.nullish(), FAV_ID_ENTIDAD: wireId.nullish(), FAV_TIPO: FavTipo }),
    response: answer(z.union([FavoritoNoticia, FavoritoProveedor, FavoritoDocumento]).nullable()),
  }),
  /** The user's dashboard layout by breakpoint, or null when never changed. */
  GetDisposicion: sessionEndpoint({
    method: 'GET',
    path: '/Usuarios/GetDisposicion',
    foreign: { none: "the caller's own layout" },
    response: answer(z.record(z.string(), z.array(BloqueDisposicion)).nullable()),
  }),
  /** Stores the user's dashboard layout by breakpoint (blocks rearranged or resized). */
  GuardarDisposicion: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/GuardarDisposicion',
    foreign: { none: "the caller's own layout" },
    body: z.object({
      disposicion: z.record(wireText(10), z.array(BloqueDisposicion).max(30)).refine((r) => Object.keys(r).length <= 6, 'demasiadas disposiciones'),
    }),
    response: Done,
  }),
} as const;
