// Lookups keyed by text that came from a person or over the network. A plain object indexed by
// such a string also answers for the names it inherits from Object.prototype: '__proto__',
// 'constructor', 'toString' and the like return functions or the prototype, not undefined, and
// the `in` operator says they are there. Own-property checks see only the keys written down.

/** The value stored under `key` itself, or undefined for any other key, inherited ones included. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of the record's own keys (never an inherited Object.prototype name). */
export function isOwnKey<R extends object>(
  record: R,
  key: string,
): key is Extract<keyof R, string> {
  return Object.hasOwn(record, key);
}
