import { programSchema, type CreateProgramRequest, type Program } from '@studypath/domain/programs';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useChange, type MutationCallbacks } from '../../../../lib/use-change.ts';
import { programsKey } from './query-keys.ts';

/** POST /api/admin/programs: title and programLink required, the rest optional. */
export async function createProgram(request: CreateProgramRequest): Promise<Program> {
  const res = await apiRequest('POST', '/api/admin/programs', request);
  return programSchema.parse(await res.json());
}

export const useCreateProgram = (callbacks: MutationCallbacks) =>
  useChange(createProgram, () => [programsKey], callbacks);
