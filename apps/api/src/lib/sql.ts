/** A LIKE pattern matching `text` anywhere, lower-cased, with the user's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
