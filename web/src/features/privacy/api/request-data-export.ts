import { dataExportSchema, type DataExport, type DataExportState } from '@studypath/domain/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dataExportsKey } from './get-data-exports.ts';

/**
 * POST /api/privacy/exports ("Download my data"): 202 with the queued export. Refused with 429
 * data_export.daily_limit within 24 hours of the last one.
 */
export async function requestDataExport(): Promise<DataExport> {
  const res = await apiRequest('POST', '/api/privacy/exports');
  return dataExportSchema.parse(await res.json());
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    // The queued export shows at once, before the state is read again.
    onSuccess: (created) =>
      queryClient.setQueryData<DataExportState>(dataExportsKey, (state) => ({
        latest: created,
        nextRequestAt: state?.nextRequestAt ?? null,
      })),
    // Refetched either way: the state carries when the next may be asked for, which a refusal
    // also changes the page's mind about.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
}
