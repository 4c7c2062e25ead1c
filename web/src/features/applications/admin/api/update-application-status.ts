import {
  adminApplicationSchema,
  type AdminApplication,
  type ApplicationStatus,
} from '@studypath/domain/applications';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { MutationCallbacks } from '../../../../lib/use-change.ts';
import { useApplicationChange } from './use-application-change.ts';

/**
 * PATCH /api/admin/applications/{id}/status: any status (part 2 §4); 409 when it would reopen a
 * path while the student has another active one.
 */
export async function updateApplicationStatus({
  id,
  status,
}: {
  id: string;
  status: ApplicationStatus;
}): Promise<AdminApplication> {
  const res = await apiRequest(
    'PATCH',
    `/api/admin/applications/${encodeURIComponent(id)}/status`,
    {
      status,
    },
  );
  return adminApplicationSchema.parse(await res.json());
}

export function useUpdateApplicationStatus(id: string, callbacks: MutationCallbacks) {
  return useApplicationChange(
    id,
    (status: ApplicationStatus) => updateApplicationStatus({ id, status }),
    callbacks,
  );
}
