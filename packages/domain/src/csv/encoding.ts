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
