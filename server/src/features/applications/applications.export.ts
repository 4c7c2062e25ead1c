// Study paths' part of "Download my data" (issue 30, decision 040): each of the student's paths as
// the student reads it, with the updates the student sees on its page. The same view a linked
// guardian reads, so internal notes and consultants' accounts and e-mails never appear.
import type { GuardianApplication } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listApplicationsForGuardian } from './applications.service.ts';

/** Newest first. */
export async function exportStudyPathsOf(
  deps: ServiceDeps,
  studentId: string,
): Promise<GuardianApplication[]> {
  return listApplicationsForGuardian(deps, { studentId });
}
