// The profile's part of "Download my data" (issue 30, decision 040): the profile as its owner reads
// it on the Profile page, every field the form holds.
import type { ProfileResponse } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { getProfile } from './profile.service.ts';

export async function exportProfileOf(deps: ServiceDeps, userId: string): Promise<ProfileResponse> {
  return getProfile(deps, { userId });
}
