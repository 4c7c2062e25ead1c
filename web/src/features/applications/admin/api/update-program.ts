import { programSchema, type Program, type UpdateProgramRequest } from '@studypath/domain/programs';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { programsKey } from './query-keys.ts';

/** PATCH /api/admin/programs/{id}: 409 while the program is attached to any study path. */
export async function updateProgram({
  id,
  request,
}: {
  id: string;
  request: UpdateProgramRequest;
}): Promise<Program> {
  const res = await apiRequest('PATCH', `/api/admin/programs/${encodeURIComponent(id)}`, request);
  return programSchema.parse(await res.json());
}

export const useUpdateProgram = (callbacks: MutationCallbacks) =>
  useChange(updateProgram, () => [programsKey], callbacks);
