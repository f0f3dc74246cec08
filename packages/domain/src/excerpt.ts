/**
 * Shortening a text for a list or a card: never mid-word, and marked with an ellipsis so the
 * reader knows there is more. The whole text goes in a tooltip (`title`) where the short one is shown.
 */

/** The ellipsis that ends a shortened text. */
export const ELLIPSIS = '…';

/**
 * The text (spaces collapsed) when it fits in `max` characters; otherwise its longest start that ends at a word
 * boundary and fits with the ellipsis, without trailing punctuation, plus '…'. A single word longer than `max` is
 * cut hard (there is no boundary to cut at).
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = Math.max(0, max - ELLIPSIS.length);
  const head = clean.slice(0, room + 1);
  const boundary = head.lastIndexOf(' ');
  const cut = boundary > 0 ? head.slice(0, boundary) : clean.slice(0, room);
  return `${cut.replace(/[\s,;:.\-–—(]+$/u, '')}${ELLIPSIS}`;
}
