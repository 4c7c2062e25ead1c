// LIKE treats %, _ and \ specially; search text typed by a person matches them literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** For ILIKE: `text` anywhere in the value. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** For LIKE: the value begins with `text` (a btree index with text_pattern_ops serves it). */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
