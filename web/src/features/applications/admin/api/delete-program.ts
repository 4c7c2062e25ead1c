import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { programsKey } from './query-keys.ts';

/** DELETE /api/admin/programs/{id}: 409 while the program is attached to any study path. */
export async function deleteProgram(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/programs/${encodeURIComponent(id)}`);
}

export const useDeleteProgram = (callbacks: MutationCallbacks) =>
  useChange(deleteProgram, () => [programsKey], callbacks);
