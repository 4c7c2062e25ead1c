import { adminApplicationSchema, type AdminApplication } from '@studypath/domain/applications';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { useApplicationChange } from './use-application-change.ts';

/** PATCH /api/admin/applications/{id}/close: status closed, the student reads the reason. */
export async function closeApplication({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<AdminApplication> {
  const res = await apiRequest('PATCH', `/api/admin/applications/${encodeURIComponent(id)}/close`, {
    reason,
  });
  return adminApplicationSchema.parse(await res.json());
}

export function useCloseApplication(id: string, callbacks: MutationCallbacks) {
  return useApplicationChange(id, (reason: string) => closeApplication({ id, reason }), callbacks);
}
