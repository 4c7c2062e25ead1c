import {
  adminPackagePriceListResponseSchema,
  type AdminPackagePrice,
} from '@studypath/domain/payments';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const packagePricesQueryKey = ['/api/admin/packages'] as const;

const fetchJson = getQueryFn({ on401: 'throw' });

/** GET /api/admin/packages: each package's price in cents and when it last changed. */
export async function getPackagePrices(
  context: QueryFunctionContext,
): Promise<AdminPackagePrice[]> {
  return adminPackagePriceListResponseSchema.parse(await fetchJson(context));
}

export function usePackagePrices() {
  return useQuery({ queryKey: packagePricesQueryKey, queryFn: getPackagePrices });
}
