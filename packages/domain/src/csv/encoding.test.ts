import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8Strict, ENCODING_MESSAGES, hasInvalidCharacters, isMisdecoded } from './encoding';

describe('import encoding', () => {
  it('decodes UTF-8 with or without BOM and refuses Latin-1 bytes', () => {
    const utf8 = new TextEncoder().encode('\ufeffPeña;peña@x.es');
    expect(decodeUtf8Strict(utf8)).toEqual({ ok: true, text: 'Peña;peña@x.es' });
    const latin1 = Uint8Array.from([0x50, 0x65, 0xf1, 0x61]); // 'Peña' in ISO-8859-1
    expect(decodeUtf8Strict(latin1)).toEqual({ ok: false, message: ENCODING_MESSAGES.notUtf8 });
  });

  it('flags control characters, the replacement character and lone surrogates, not accents or emoji', () => {
    for (const bad of ['a\u0000b', 'Pe\ufffda', 'x\ud800', '\u001b[0m']) expect(hasInvalidCharacters(bad), bad).toBe(true);
    for (const good of ['Peña Núñez', 'línea\r\nsiguiente\tcol', 'Taller 🚗', '=HYPERLINK("x")']) {
      expect(hasInvalidCharacters(good), good).toBe(false);
    }
  });

  it('never flags what a strict UTF-8 decode of printable text gives', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removes the control characters the rule refuses.
        const printable = s.replace(/[\u0000-\u001f\u007f\ufffd]/g, '');
        const decoded = decodeUtf8Strict(new TextEncoder().encode(printable));
        return decoded.ok && !hasInvalidCharacters(decoded.text);
      }),
    );
  });
});

describe('isMisdecoded', () => {
  /** What a program shows when it reads UTF-8 bytes as Windows-1252. */
  const asWindows1252 = (text: string) => new TextDecoder('windows-1252').decode(new TextEncoder().encode(text));

  it('spots UTF-8 read as Latin-1 or Windows-1252, and leaves well-read Spanish text alone', () => {
    expect(isMisdecoded('MuÃ±oz')).toBe(true);
    expect(isMisdecoded(asWindows1252('José Peña — 10 €'))).toBe(true);
    for (const ok of ['Muñoz', 'José Peña — 10 €', 'ÁÉÍÓÚ ÑÜ ¿Qué? ¡Sí!', 'Ã', 'Talleres «El Ñandú»', '']) expect(isMisdecoded(ok), ok).toBe(false);
  });

  it('flags every misreading of a text with accents, and never the text itself', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'aeiouáéíóúñÑüÁÉÍÓÚ €çàèº ª¿¡'), { minLength: 1, maxLength: 30 }), (chars) => {
        const text = chars.join('');
        expect(isMisdecoded(text)).toBe(false);
        if ([...text].some((c) => c > '\u007f')) expect(isMisdecoded(asWindows1252(text))).toBe(true);
      }),
    );
  });
});
