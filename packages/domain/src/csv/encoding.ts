/**
 * Text encoding of the imports (spec 000 §5: the contacts file is UTF-8). The browser decodes the file's bytes
 * strictly, so that a file saved as Latin-1 or Windows-1252 is refused instead of importing 'Pe�a'; the server
 * refuses texts that no well-formed UTF-8 file can give (NUL and other control characters, the replacement
 * character of a lenient decoder, lone surrogates), which PostgreSQL would otherwise refuse with an error.
 *
 * Choices: tab, line feed and carriage return are allowed (a quoted CSV field may hold them); a BOM is removed.
 */

/** The encoding messages (ours: the spec has no text for a badly encoded file). */
export const ENCODING_MESSAGES = {
  notUtf8: 'El fichero no está codificado en UTF-8. Guárdelo como «CSV UTF-8» y vuelva a intentarlo',
  invalidCharacters: 'El texto contiene caracteres no válidos (el fichero debe estar codificado en UTF-8)',
  misdecoded: 'El texto está mal codificado (por ejemplo «MuÃ±oz» en lugar de «Muñoz»): guarde el fichero como «CSV UTF-8» y vuelva a intentarlo',
} as const;

/** Result of decoding an import file. */
export type DecodedText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/** Decodes UTF-8 bytes strictly (BOM removed); a byte sequence that is not UTF-8 gives the notUtf8 message. */
export function decodeUtf8Strict(bytes: Uint8Array): DecodedText {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { ok: false, message: ENCODING_MESSAGES.notUtf8 };
  }
}

// Control characters other than tab, LF and CR; U+FFFD; lone surrogates (the u flag keeps pairs together).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]|[\ud800-\udfff]/u;

/** True when a text holds characters a well-formed UTF-8 import cannot give (see the module's comment). */
export function hasInvalidCharacters(text: string): boolean {
  return INVALID.test(text);
}

// Windows-1252's characters for the bytes 0x80-0x9F (the five undefined bytes map to themselves, as decoders do).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
// A lead byte of a two- to four-byte UTF-8 sequence read as Latin-1/1252, then a continuation byte read the same way.
const MOJIBAKE_HINT = new RegExp(`[\u00c2-\u00f4][\u0080-\u00bf${CP1252_HIGH}]`, 'u');

/**
 * True when a text is UTF-8 that was read as Latin-1 or Windows-1252 ('MuÃ±oz' for 'Muñoz', 'Ã©' for 'é'): its
 * characters, written back as Windows-1252 bytes, are well-formed UTF-8 that reads as Western text. A text with any
 * character outside Windows-1252 cannot be such a misreading.
 */
export function isMisdecoded(text: string): boolean {
  if (!MOJIBAKE_HINT.test(text)) return false;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const high = CP1252_HIGH.indexOf(ch);
    if (high >= 0) bytes.push(0x80 + high);
    else if (code <= 0xff) bytes.push(code);
    else return false;
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return false;
  }
  // What was meant is text of the same Western alphabets: 'É¡' reads as 'ɡ', which nobody meant.
  for (const ch of decoded) if ((ch.codePointAt(0) ?? 0) > 0xff && !CP1252_HIGH.includes(ch)) return false;
  return true;
}
