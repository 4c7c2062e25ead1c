import {
  adminPackagePriceListResponseSchema,
  type AdminPackagePrice,
  type UpdatePackagePricesRequest,
} from '@studypath/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { packagePricesQueryKey } from './get-package-prices.ts';

/**
 * PUT /api/admin/packages: the four prices at once, in cents (400 with a problem per field).
 * What was already paid never changes.
 */
export async function updatePackagePrices(
  body: UpdatePackagePricesRequest,
): Promise<AdminPackagePrice[]> {
  const res = await apiRequest('PUT', '/api/admin/packages', body);
  return adminPackagePriceListResponseSchema.parse(await res.json());
}

interface UseUpdatePackagePricesOptions {
  onSuccess: (prices: AdminPackagePrice[]) => void;
  onError: (error: Error) => void;
}

export function useUpdatePackagePrices({ onSuccess, onError }: UseUpdatePackagePricesOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackagePrices,
    onSuccess: (prices) => {
      queryClient.setQueryData(packagePricesQueryKey, prices);
      onSuccess(prices);
    },
    onError,
  });
}
