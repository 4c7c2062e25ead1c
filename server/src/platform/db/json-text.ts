// Answers the database writes as JSON text itself (decision 045): for a long unpaged list, one
// text value instead of thousands of rows for the driver to read off its wire and for us to map,
// check and stringify (on PGlite most of a fresh list's time). The text must be exactly what the
// route's serializer would write: keys in the schema's order, no spaces (row_to_json, not
// json_build_object, whose text has " : "), timestamps as toISOString writes them.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An answer the database wrote as JSON text in a route's response schema: sent as it is, not
 * serialized again (send-shared-answer.ts).
 */
export class JsonText {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A timestamp as `Date.prototype.toISOString` writes it: UTC, milliseconds, "Z"; null stays. */
export function isoTimestampText(column: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * One JSON object per row, named and ordered as `fields` (a lateral subquery: the row's keys are
 * exactly these, in this order), for `jsonArrayText` to gather.
 */
export function jsonObjectFields(fields: Record<string, AnyPgColumn | SQL>): SQL {
  const columns = Object.entries(fields).map(
    ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
  );
  return sql`(select ${sql.join(columns, sql`, `)}) as json_fields`;
}

/** The selected rows' `jsonObjectFields` as one JSON array, in `orderBy`'s order ("[]" if none). */
export function jsonArrayText(orderBy: SQL): SQL<string> {
  return sql<string>`'[' || coalesce(string_agg(row_to_json(json_fields)::text, ',' order by ${orderBy}), '') || ']'`;
}
