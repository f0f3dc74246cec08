import type { AreaHandlers } from '../../http/context';
import { renderDesign } from './render';

/** File name of a rendered design (shown inline). */
export const PROMO_IMAGE_FILE = 'promocion.png';

/**
 * Server side of RenderizadoPromo (001 §7 /screenshotPromo; permission Promociones, checked by the route): the
 * designer's lines and the campaign's texts in, the PNG out. Gallery images are read with the caller's member's
 * rights; a bad design is 400 with its Spanish reason, an image the member cannot see 404.
 */
export const promoRenderingHandlers: AreaHandlers<'promoRendering'> = {
  async screenshotPromo({ body }, { db, session }) {
    const png = await renderDesign(db, session.memberId, body.Items, body.Campos ?? {});
    return { fileName: PROMO_IMAGE_FILE, contentType: 'image/png', body: png, size: png.length, inline: true };
  },
};
