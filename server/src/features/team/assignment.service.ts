// Who holds each study path (issue 29, item 1; decision 039): a new path goes to the consultant
// with the fewest open paths (domain pickConsultant) unless the firm turned automatic assignment
// off; a leaving administrator's paths go to the one named, or are shared out by the same rule.
// Both run inside the caller's transaction.
import { pickConsultant, shareOutPaths } from '@studypath/domain/team';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  isAdministrator,
  listCandidates,
  listPathsHeldBy,
  lockAssignments,
  setPathConsultant,
} from './assignment.queries.ts';
import { moveOpenWait } from './consultant-waits.ts';
import { getFirmSettings } from './firm-settings.queries.ts';

/** `deps.db` is the creation's transaction. Answers the consultant chosen, or null. */
export async function assignNewPath(
  deps: ServiceDeps,
  applicationId: string,
): Promise<string | null> {
  const settings = await getFirmSettings(deps.db);
  if (!settings.autoAssign) return null;
  await lockAssignments(deps.db);
  const chosen = pickConsultant(await listCandidates(deps.db));
  if (!chosen) return null;
  await setPathConsultant(deps.db, [applicationId], chosen.id, deps.now());
  return chosen.id;
}

/**
 * An administrator leaves (deleted or demoted): every path they hold goes to `reassignTo`, or
 * their open paths are shared out by caseload and their ended ones go to whoever the rule picks
 * after that. `deps.db` is the leaving's transaction. Answers how many paths moved.
 */
export async function handOverPaths(
  deps: ServiceDeps,
  input: { fromAdminId: string; reassignTo?: string | undefined },
): Promise<number> {
  const { db } = deps;
  if (input.reassignTo !== undefined) {
    if (input.reassignTo === input.fromAdminId) throw new AppError('team.handover_to_self');
    if (!(await isAdministrator(db, input.reassignTo))) throw new AppError('team.not_a_consultant');
  }
  const held = await listPathsHeldBy(db, input.fromAdminId);
  if (held.length === 0) return 0;
  await lockAssignments(db);
  const now = deps.now();
  if (input.reassignTo !== undefined) {
    const ids = held.map((path) => path.id);
    await setPathConsultant(db, ids, input.reassignTo, now);
    for (const path of held) if (path.isOpen) await moveOpenWait(db, path.id, input.reassignTo);
    return ids.length;
  }
  const candidates = await listCandidates(db, [input.fromAdminId]);
  const open = held.filter((path) => path.isOpen).map((path) => path.id);
  const shares = shareOutPaths(open, candidates, now);
  for (const [pathId, consultantId] of shares) {
    await setPathConsultant(db, [pathId], consultantId, now);
    await moveOpenWait(db, pathId, consultantId);
  }
  const ended = held.filter((path) => !path.isOpen).map((path) => path.id);
  const afterSharing = pickConsultant(await listCandidates(db, [input.fromAdminId]));
  // With nobody else (the last administrator cannot leave: the users feature refuses first).
  if (afterSharing) await setPathConsultant(db, ended, afterSharing.id, now);
  return held.length;
}
