// What the student dashboard says beyond its lists (issue 24): the 'To do' list, from whose move
// each study path waits on and the information requests still unanswered (domain
// buildStudentTodo), and whether this is the student's first sign-in. Read on every dashboard
// poll that finds the student's data changed (decision 027), so three indexed reads, no more.
import type { StudentTodoResponse } from '@studypath/domain';
import { buildStudentTodo } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listApplications } from '../applications/index.ts';
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
  return {
    items: buildStudentTodo({ paths: applications, infoRequests }),
    isFirstSignIn: signIns <= 1,
  };
}
