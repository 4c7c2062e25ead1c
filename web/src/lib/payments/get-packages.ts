// Read by the student's payment screen and the guardian's pay section alike, under one cache key.
import { packageListResponseSchema, type PackageOffer } from '@studypath/domain/payments';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../api-client.ts';

export const packagesQueryKey = ['/api/packages'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/packages (any account): the four packages with today's prices, in ascending order. */
export async function getPackages(context: QueryFunctionContext): Promise<PackageOffer[]> {
  return packageListResponseSchema.parse(await fetchJson(context));
}

export function usePackages() {
  return useQuery({ queryKey: packagesQueryKey, queryFn: getPackages });
}
