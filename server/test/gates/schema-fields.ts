// The field paths a zod request schema knows, for fuzzing each field on its own: object keys,
// array elements (index 0), through optional/nullable/default wrappers, pipes (preprocess) and
// unions. Read from zod 4's public `_zod.def` description of each schema.
export type FieldPath = Array<string | number>;

interface SchemaDefinition {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  valueType?: unknown;
}

function definitionOf(schema: unknown): SchemaDefinition | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  return (schema as { _zod: { def: SchemaDefinition } })._zod.def;
}

export function schemaFieldPaths(schema: unknown, prefix: FieldPath = [], depth = 0): FieldPath[] {
  const definition = definitionOf(schema);
  if (!definition || depth > 6) return [];
  switch (definition.type) {
    case 'object':
      return Object.entries(definition.shape ?? {}).flatMap(([key, child]) => [
        [...prefix, key],
        ...schemaFieldPaths(child, [...prefix, key], depth + 1),
      ]);
    case 'array':
      return schemaFieldPaths(definition.element, [...prefix, 0], depth + 1);
    case 'record':
      return [
        [...prefix, 'key'],
        ...schemaFieldPaths(definition.valueType, [...prefix, 'key'], depth + 1),
      ];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return schemaFieldPaths(definition.innerType, prefix, depth + 1);
    case 'pipe': {
      const input = schemaFieldPaths(definition.in, prefix, depth + 1);
      return input.length > 0 ? input : schemaFieldPaths(definition.out, prefix, depth + 1);
    }
    case 'union': {
      const seen = new Map<string, FieldPath>();
      for (const option of definition.options ?? []) {
        for (const path of schemaFieldPaths(option, prefix, depth + 1)) {
          seen.set(JSON.stringify(path), path);
        }
      }
      return [...seen.values()];
    }
    default:
      return [];
  }
}

/** A copy of `base` with `value` at `path`, creating objects and arrays on the way. */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] =
    typeof head === 'number'
      ? Array.isArray(base)
        ? [...(base as unknown[])]
        : []
      : typeof base === 'object' && base !== null && !Array.isArray(base)
        ? { ...(base as Record<string, unknown>) }
        : {};
  const current = (container as Record<string | number, unknown>)[head as string | number];
  // defineProperty, not assignment: a key such as '__proto__' must become an own field.
  Object.defineProperty(container, head as string | number, {
    value: withValueAt(current, rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return container;
}
