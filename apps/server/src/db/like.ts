/** LIKE's wildcards (and its escape) in a user's text, escaped, so that the text matches only itself. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for the texts that start with `text`. */
export const likePrefix = (text: string): string => `${likeEscape(text)}%`;

/** A LIKE pattern for the texts that contain `text`. */
export const likeContains = (text: string): string => `%${likeEscape(text)}%`;
