import { Resvg } from '@resvg/resvg-js';
import jpegJs from 'jpeg-js';

// Pictures for the gallery and campaign tests: real PNGs and JPEGs (they must be drawn whole to be accepted), and the
// bare JPEG header the size reader works on.

/** A real PNG of the given size, filled with one colour. */
export function png(width: number, height: number, fill = '#1565c0'): Buffer {
  const size = `width="${width}" height="${height}"`;
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" ${size}><rect ${size} fill="${fill}"/></svg>`).render().asPng();
}

/** A real baseline JPEG of the given size (a grey picture with a diagonal band, quality 80). */
export function jpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 0xff);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const band = Math.abs(x - y) < Math.max(2, width / 10) ? 40 : 160;
      data[at] = band;
      data[at + 1] = band;
      data[at + 2] = 200;
    }
  }
  return Buffer.from(jpegJs.encode({ width, height, data }, 80).data);
}

/**
 * Only the header of a baseline JPEG of the given size: SOI, a JFIF APP0, a comment, SOF0 with three components,
 * EOI. Its size can be read, but there is no picture in it.
 */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const comment = [0xff, 0xfe, 0x00, 0x06, 0x68, 0x6f, 0x6c, 0x61];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...app0, ...comment, ...sof0, ...components, 0xff, 0xd9]);
}

/**
 * The same picture damaged as files get damaged: cut short (the end lost in a transfer), or with bytes in the middle
 * of its data overwritten. The header stays readable.
 */
export function damaged(picture: Buffer): { cut: Buffer; overwritten: Buffer } {
  const cut = picture.subarray(0, Math.floor(picture.length * 0.6));
  const overwritten = Buffer.from(picture);
  const from = Math.floor(picture.length * 0.5);
  overwritten.fill(0x5a, from, from + Math.max(8, Math.floor(picture.length * 0.1)));
  return { cut, overwritten };
}
