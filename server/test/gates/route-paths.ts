// Concrete paths for route patterns: `:name` parameters and `*` wildcards filled in.
import { randomUUID } from 'node:crypto';
import type { RouteTableEntry } from '../../src/platform/http/route-access.ts';
import { encodeAnything } from './uri-encoding.ts';

/** Fills every parameter from `values` (URL-encoded), or with a random UUID; `*` with `rest`. */
export function concretePath(
  url: string,
  values: Readonly<Record<string, string>> = {},
  rest = 'gate-probe',
): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return rest;
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      return encodeAnything(Object.hasOwn(values, name) ? (values[name] ?? '') : randomUUID());
    })
    .join('/');
}

export function routeName(route: RouteTableEntry): string {
  return `${route.method} ${route.url}`;
}

export function parameterNames(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** HEAD routes Fastify derives from GET ones share their handler: the gates call the GET. */
export function withoutDerivedHeadRoutes(routes: readonly RouteTableEntry[]): RouteTableEntry[] {
  const getUrls = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((route) => !(route.method === 'HEAD' && getUrls.has(route.url)));
}

export const bodyMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);
