import {
  applicationSchema,
  type Application,
  type CreateApplicationRequestBody,
} from '@studypath/domain/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { applicationsQueryKey } from './get-applications.ts';
import { myApplicationQueryKey } from './get-my-application.ts';

/** POST /api/applications: answers the created study path (201), 409 when refused. */
export async function createApplication(body: CreateApplicationRequestBody): Promise<Application> {
  const res = await apiRequest('POST', '/api/applications', body);
  return applicationSchema.parse(await res.json());
}

interface UseCreateApplicationOptions {
  onSuccess: (created: Application) => void;
  onError: (error: Error) => void;
}

export function useCreateApplication({ onSuccess, onError }: UseCreateApplicationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
      ]);
      onSuccess(created);
    },
    onError,
  });
}
