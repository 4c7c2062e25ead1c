// Builds the fuzz gate's requests for one route from its declaration and its zod schemas: hostile
// query strings for every route, hostile path parameters, and for routes with a body every
// hostile whole body plus every hostile value in every field the body schema knows (on an empty
// body and on a valid sample, so values also reach the checks that run after validation).
import type { RouteTableEntry } from '../../src/platform/http/route-access.ts';
import {
  hostileBodies,
  hostileParams,
  hostileQueries,
  hostileStrings,
  hostileValues,
  type RawBody,
} from './fuzz-values.ts';
import { bodyMethods, concretePath, parameterNames } from './route-paths.ts';
import { schemaFieldPaths, withValueAt, type FieldPath } from './schema-fields.ts';
import { encodeAnything } from './uri-encoding.ts';

export interface FuzzCase {
  label: string;
  /** Path and query, exactly as sent on the request line. */
  target: string;
  /** A function for the bodies built from a value and a base: built when sent, not when counted. */
  body?: RawBody | (() => RawBody);
  /** Sent over a raw socket so the path reaches the server byte for byte (no URL normalising). */
  isRawPath?: boolean;
}

// Previews of the same hostile values (a megabyte string, a 100,000-item array) for every field of
// every route: each is written once.
const previews = new Map<unknown, string>();

const preview = (value: unknown): string => {
  const known = previews.get(value);
  if (known !== undefined) return known;
  const shown = previewOf(value);
  previews.set(value, shown);
  return shown;
};

const previewOf = (value: unknown): string => {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

function jsonBody(label: string, value: unknown): RawBody {
  return { label, contentType: 'application/json', body: JSON.stringify(value) };
}

// The JSON of each hostile value, written once: a body is its base written with a marker in the
// value's place, the marker then replaced by the value's JSON. Stringifying the megabyte strings
// and the 100,000-item array for every field of every route was an eighth of the gate's CPU.
const valueJson = new Map<unknown, string | undefined>();
const MARKER = '\u0000fuzz-value\u0000';
const markerJson = JSON.stringify(MARKER);

function jsonBodyWith(label: string, base: unknown, field: FieldPath, value: unknown): RawBody {
  if (!valueJson.has(value)) valueJson.set(value, JSON.stringify(value));
  const json = valueJson.get(value);
  // undefined (and what JSON leaves out) is dropped or becomes null where it stands: written whole.
  if (json === undefined) return jsonBody(label, withValueAt(base, field, value));
  const written = JSON.stringify(withValueAt(base, field, MARKER));
  const at = written.indexOf(markerJson);
  const body = written.slice(0, at) + json + written.slice(at + markerJson.length);
  return { label, contentType: 'application/json', body };
}

export function fuzzCases(
  route: RouteTableEntry,
  options: { sample?: unknown; fixedParams?: Readonly<Record<string, string>> } = {},
): FuzzCase[] {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const path = concretePath(route.url, options.fixedParams);
  const cases: FuzzCase[] = hostileQueries.map((query) => ({
    label: `query ${preview(query)}`,
    target: `${path}?${query}`,
  }));

  for (const name of parameterNames(route.url)) {
    for (const value of hostileParams) {
      cases.push({
        label: `param ${name}=${preview(value)}`,
        target: concretePath(route.url, { ...options.fixedParams, [name]: value }),
        isRawPath: true,
      });
    }
  }

  for (const field of schemaFieldPaths(schema.querystring)) {
    const name = field.join('.');
    for (const value of hostileStrings) {
      cases.push({
        label: `query ${name}=${preview(value)}`,
        target: `${path}?${name}=${encodeAnything(value)}`,
      });
    }
  }

  if (!bodyMethods.has(route.method)) return cases;

  for (const body of hostileBodies)
    cases.push({ label: `body: ${body.label}`, target: path, body });

  const fields = schemaFieldPaths(schema.body);
  // On a valid sample when there is one (each value then reaches the rules after validation) and
  // on an empty body; a body with many fields only on the sample, to keep the gate quick.
  const bases: Array<[string, unknown]> =
    options.sample === undefined
      ? [['{}', {}]]
      : [
          ['sample', options.sample],
          ['{}', {}],
        ];
  const fieldBases = fields.length > 8 ? bases.slice(0, 1) : bases;
  for (const [baseName, base] of fieldBases) {
    for (const field of fields) {
      for (const value of hostileValues) {
        const label = `${baseName} with ${field.join('.')}=${preview(value)}`;
        cases.push({
          label,
          target: path,
          body: () => jsonBodyWith(label, base, field, value),
        });
      }
    }
  }
  for (const [baseName, base] of bases) {
    cases.push({
      label: `${baseName} with an unknown key`,
      target: path,
      body: jsonBody('unknown key', withValueAt(base, ['unexpectedField'], 'x')),
    });
  }
  const topLevel = [
    ...new Set(fields.filter((field) => field.length === 1).map((field) => field[0])),
  ];
  for (const value of hostileValues) {
    const everyField = Object.fromEntries(topLevel.map((name) => [String(name), value]));
    cases.push({
      label: `every field=${preview(value)}`,
      target: path,
      body: () => jsonBody('every field', everyField),
    });
  }
  return cases;
}
