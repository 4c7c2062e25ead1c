// The malformed inputs the fuzz gate sends: values for every field, whole bodies, content types,
// query strings and path parameters. Wrong types, control characters, lone surrogates, built-in
// property names as values and as keys, 1 MB strings, deep nesting, wrong content types.

const builtInNames = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

/** Strings that are wrong in some way for any text field. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001f',
  '\u0008',
  '\u007f',
  '\u0085',
  '\u009f',
  'line\nbreak',
  'tab\tbed',
  '\r\n',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ufeff',
  '\u202etxt.exe',
  '\uffff',
  ...builtInNames,
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '2024-02-30',
  '-1',
  'x'.repeat(1_000_000),
  'é'.repeat(100_000),
];

function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Values of every other JSON type, and structures built to hurt. */
export const hostileNonStrings: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [null],
  ['a\u0000'],
  {},
  Object.fromEntries(builtInNames.map((name) => [name, { polluted: true }])),
  { constructor: { prototype: { polluted: true } } },
  deepArray(2_000),
  deepObject(2_000),
  Array.from({ length: 100_000 }, (_, index) => index),
];

export const hostileValues: readonly unknown[] = [...hostileStrings, ...hostileNonStrings];

export interface RawBody {
  label: string;
  contentType: string | null;
  body: string | Uint8Array;
}

const json = 'application/json';

/** Whole bodies: not JSON, JSON of the wrong shape, poisoned keys, wrong content types. */
export const hostileBodies: readonly RawBody[] = [
  { label: 'empty JSON body', contentType: json, body: '' },
  { label: 'blank JSON body', contentType: json, body: '   ' },
  { label: 'null', contentType: json, body: 'null' },
  { label: 'true', contentType: json, body: 'true' },
  { label: 'a number', contentType: json, body: '42' },
  { label: 'a string', contentType: json, body: '"text"' },
  { label: 'an array', contentType: json, body: '[]' },
  { label: 'an array of objects', contentType: json, body: '[{}]' },
  { label: 'truncated JSON', contentType: json, body: '{"a":' },
  { label: 'trailing garbage', contentType: json, body: '{"a":1}}' },
  { label: 'a NUL byte', contentType: json, body: '\u0000' },
  { label: 'escaped NUL in a key', contentType: json, body: '{"\\u0000":1}' },
  { label: 'a BOM', contentType: json, body: '\ufeff{}' },
  {
    label: 'invalid UTF-8',
    contentType: json,
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { label: '__proto__ key', contentType: json, body: '{"__proto__":{"polluted":true}}' },
  {
    label: 'constructor.prototype key',
    contentType: json,
    body: '{"constructor":{"prototype":{"polluted":true}}}',
  },
  {
    label: 'built-in names as keys',
    contentType: json,
    body: JSON.stringify(Object.fromEntries(builtInNames.map((name) => [name, name]))),
  },
  { label: 'duplicate keys', contentType: json, body: '{"a":1,"a":"2"}' },
  {
    label: 'deeply nested arrays',
    contentType: json,
    body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  },
  {
    label: 'deeply nested objects',
    contentType: json,
    body: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  },
  {
    label: 'a body over 1 MB',
    contentType: json,
    body: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
  },
  { label: 'text/plain', contentType: 'text/plain', body: 'hello' },
  { label: 'a form', contentType: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[x]=1' },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { label: 'XML', contentType: 'application/xml', body: '<a/>' },
  { label: 'octet-stream', contentType: 'application/octet-stream', body: '{}' },
  { label: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', body: '{}' },
  { label: 'JSON with junk parameters', contentType: 'application/json; ; =; charset', body: '{}' },
  { label: 'upper-case JSON type', contentType: 'APPLICATION/JSON', body: '{}' },
  { label: 'a JSON-like type', contentType: 'application/json-patch+json', body: '[]' },
  { label: 'a wildcard type', contentType: '*/*', body: '{}' },
  { label: 'a body without a content type', contentType: null, body: '{}' },
];

/** Query strings (already encoded), for every route. */
export const hostileQueries: readonly string[] = [
  'a=%00',
  'a=%c0',
  '%ff=1',
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'toString=1',
  'a[]=1&a[]=2',
  'a=1&a=2',
  'a[b][c][d][e][f]=1',
  '&&&==',
  `a=${'x'.repeat(8_000)}`,
  'a=%E2%80%AE',
  'page=-1&limit=99999999999999999999',
  'includeClosed=maybe',
];

/** Path parameter values (encoded by the caller). */
export const hostileParams: readonly string[] = [
  ...hostileStrings.filter((value) => value.length > 0 && value.length < 1_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123',
  '-1',
  '1e309',
  'x'.repeat(99),
  '..',
];
