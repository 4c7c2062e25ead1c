// Whether a guardian account may read a student's records (issue 26, item 4): only through a live
// link. Every guardian route asks here first; an unlinked student is a 404, as another student's
// resource is to a student, so a guardian cannot even learn that the id exists.
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findLiveLink } from './links.queries.ts';

export async function assertGuardianOf(
  deps: ServiceDeps,
  guardianId: string,
  studentId: string,
): Promise<void> {
  if (!(await findLiveLink(deps.db, guardianId, studentId))) {
    throw new AppError('student.not_found');
  }
}
