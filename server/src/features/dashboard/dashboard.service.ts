// What the student dashboard says beyond its lists (issue 24): the 'To do' list, from whose move
// each study path waits on and the information requests still unanswered (domain
// buildStudentTodo), and whether this is the student's first sign-in. Read on every dashboard
// poll that finds the student's data changed (decision 027), so three indexed reads, and the
// checklist's four only when a path waits for documents (issue 28: what is left to upload).
import type { StudentTodoResponse } from '@studypath/domain';
import { buildStudentTodo } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listApplications } from '../applications/index.ts';
import { listChecklistProgress } from '../checklist/index.ts';
import { countSignIns } from '../../platform/audit/audit.queries.ts';
import { listOwnInfoRequests } from '../info-requests/index.ts';

export async function getStudentTodo(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<StudentTodoResponse> {
  const [applications, infoRequests, signIns] = await Promise.all([
    listApplications(deps, input),
    listOwnInfoRequests(deps, input),
    // Every sign-in leaves a 'user_login' row in the audit trail, which is never pruned while
    // the account lives: one row (or none, for a session started some other way) means this
    // sign-in is the first. Users have no last-sign-in column, and sessions are deleted at
    // sign-out, so they cannot tell.
    countSignIns(deps.db, input.userId, 2),
  ]);
  // The checklist says what is left to upload on the paths waiting for documents (issue 28).
  const waitingForDocuments = applications.filter((path) => path.status === 'docs_needed');
  const progress = await listChecklistProgress(
    deps,
    waitingForDocuments.map((path) => path.id),
  );
  const checklistToDo = new Map(progress.items.map((item) => [item.applicationId, item.toDo]));
  return {
    items: buildStudentTodo({ paths: applications, infoRequests, checklistToDo }),
    isFirstSignIn: signIns <= 1,
  };
}
