import {
  dataExportStateSchema,
  type DataExportState,
  type DataExportStatus,
} from '@studypath/domain/privacy';
import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client.ts';

export const dataExportsKey = ['/api/privacy/exports'] as const;

/** How often the page asks while an export is being built (the build writes no live event). */
export const DATA_EXPORT_POLL_MS = 3_000;

const fetchJson = getQueryFn({ on401: 'throw' });

/**
 * GET /api/privacy/exports (student, guardian): the latest export (status, progress, expiry,
 * download address) and when the next may be asked for.
 */
export async function getDataExports(context: QueryFunctionContext): Promise<DataExportState> {
  return dataExportStateSchema.parse(await fetchJson(context));
}

export const isBuilding = (status: DataExportStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

export function useDataExports() {
  return useQuery({
    queryKey: dataExportsKey,
    queryFn: getDataExports,
    // Every few seconds while it is queued or running, then no more.
    refetchInterval: (query) =>
      isBuilding(query.state.data?.latest?.status) ? DATA_EXPORT_POLL_MS : false,
  });
}
