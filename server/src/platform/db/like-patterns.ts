import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// LIKE treats %, _ and \ specially; search text typed by a person matches them literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** For LIKE: the value begins with `text` (a btree index with text_pattern_ops serves it). */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * The value lower-cased without its accents ('Éloïse' -> 'eloise'): `studypath_fold`, an
 * immutable wrapper around unaccent made by migration 0013 so that an index may hold it
 * (decision 032).
 */
export function folded(value: SQLWrapper): SQL {
  return sql`studypath_fold(${value})`;
}

/**
 * The key of a search index: the folded value cut into trigrams (pg_trgm's GIN operator class),
 * which serve LIKE '%text%'. Written in the schema so drizzle-kit knows the index.
 */
export function foldedTrigrams(value: SQLWrapper): SQL {
  return sql`${folded(value)} gin_trgm_ops`;
}

/**
 * For LIKE on a folded value: `text` folded the same way anywhere in it. Folded first and escaped
 * after, both in SQL, because unaccent turns some characters into LIKE's own (fullwidth '％'
 * becomes '%'): escaped first, they would come out of the fold as wildcards. chr(92) is '\'.
 */
function foldedContainsPattern(text: string): SQL {
  return sql`'%' || replace(replace(replace(${folded(sql`${text}::text`)}, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%'`;
}

/**
 * True when `value` holds `text` regardless of accents and case, both ways ('eloise' finds
 * 'Éloïse', 'ÉLOÏSE' finds 'Eloise'). A GIN index on foldedTrigrams(value) serves it.
 */
export function containsFolded(value: SQLWrapper, text: string): SQL {
  return sql`${folded(value)} like ${foldedContainsPattern(text)}`;
}
