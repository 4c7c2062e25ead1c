// The student's side (issue 29, item 3): "Your consultant: {display name}" on their path's page
// and the typical answer time measured over the last 30 days. Only the path's own student asks.
import type { StudentConsultant } from '@studypath/domain/team';
import { and, eq } from 'drizzle-orm';
import { applications } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { consultantLabel } from './consultant-label.ts';
import { typicalAnswerMs } from './team-view.service.ts';

export async function getStudentConsultant(
  deps: ServiceDeps,
  input: { applicationId: string; studentId: string },
): Promise<StudentConsultant> {
  const [path] = await deps.db
    .select({ consultantId: applications.consultantId })
    .from(applications)
    .where(and(eq(applications.id, input.applicationId), eq(applications.userId, input.studentId)));
  if (!path) throw new AppError('study_path.not_found');
  if (path.consultantId === null) return null;
  const consultant = await consultantLabel(deps.db, path.consultantId);
  return {
    displayName: consultant.name,
    typicalAnswerMs: await typicalAnswerMs(deps, path.consultantId),
  };
}
