// The Details column (part 2 §2 "Details (JSON)"): one compact line, and the whole object laid out
// when it does not fit.
export const COMPACT_DETAILS_LENGTH = 60;

export interface DetailsText {
  compact: string;
  /** Indented JSON, when the compact line had to be cut; null when it is shown whole. */
  full: string | null;
}

export function detailsText(details: Record<string, unknown> | null): DetailsText | null {
  if (details === null || Object.keys(details).length === 0) return null;
  const compact = JSON.stringify(details);
  if (compact.length <= COMPACT_DETAILS_LENGTH) return { compact, full: null };
  return {
    compact: `${compact.slice(0, COMPACT_DETAILS_LENGTH - 1)}…`,
    full: JSON.stringify(details, null, 2),
  };
}

/** The spec shows an entity id by its first 8 characters (part 2 §9). */
export const ENTITY_ID_LENGTH = 8;

export function shortEntityId(id: string): string {
  return id.slice(0, ENTITY_ID_LENGTH);
}
