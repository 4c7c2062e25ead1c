// A path's assignment on its page (issue 29, items 1 and 3): who holds it, whether it is complex,
// and where the student's wait stands; reassigning it (an audit row, an email to the consultant
// who receives it unless they did it themselves, the live change) and marking it complex.
import type {
  FirmSettings,
  PathAssignment,
  UpdatePathAssignmentRequest,
} from '@studypath/domain/team';
import { targetHours } from '@studypath/domain/team';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserLanguage } from '../../platform/people/user-language.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { isAdministrator, lockAssignments, setPathConsultant } from './assignment.queries.ts';
import { consultantLabel } from './consultant-label.ts';
import { moveOpenWait } from './consultant-waits.ts';
import { renderPathAssignedEmail } from './emails/path-assigned.ts';
import { getFirmSettings } from './firm-settings.queries.ts';
import {
  findPathAssignment,
  setPathComplex,
  type PathAssignmentRow,
} from './path-assignment.queries.ts';

/** The path's target in minutes: the firm's, or its longer one for a complex path. */
export function pathTargetMinutes(settings: FirmSettings, isComplex: boolean): number {
  return targetHours(
    { targetHours: settings.targetMinutes, complexTargetHours: settings.complexTargetMinutes },
    isComplex,
  );
}

function toPathAssignment(row: PathAssignmentRow, settings: FirmSettings): PathAssignment {
  const targetMinutes = pathTargetMinutes(settings, row.isComplex);
  return {
    applicationId: row.id,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    isComplex: row.isComplex,
    wait: row.waitStartedAt
      ? {
          startedAt: row.waitStartedAt.toISOString(),
          dueAt: new Date(row.waitStartedAt.getTime() + targetMinutes * 60_000).toISOString(),
          targetMinutes,
        }
      : null,
  };
}

export async function getPathAssignment(
  deps: ServiceDeps,
  input: { id: string },
): Promise<PathAssignment> {
  const row = await findPathAssignment(deps.db, input.id);
  if (!row) throw new AppError('study_path.not_found');
  return toPathAssignment(row, await getFirmSettings(deps.db));
}

export interface AssignmentDeps extends ServiceDeps {
  appUrl: string;
  onEmailQueued: () => void;
}

export async function updatePathAssignment(
  deps: AssignmentDeps,
  input: { id: string; change: UpdatePathAssignmentRequest; adminId: string; ip: string },
): Promise<PathAssignment> {
  const { hasQueued } = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const path = await findPathAssignment(tx, input.id, { forUpdate: true });
    if (!path) throw new AppError('study_path.not_found');
    let queued = false;
    const { consultantId, isComplex } = input.change;
    if (consultantId !== undefined && consultantId !== path.consultantId) {
      if (!(await isAdministrator(tx, consultantId))) throw new AppError('team.not_a_consultant');
      await lockAssignments(tx);
      await setPathConsultant(tx, [path.id], consultantId, deps.now());
      await moveOpenWait(tx, path.id, consultantId);
      await recordAudit(txDeps, {
        action: 'application_reassign',
        userId: input.adminId,
        entityType: 'application',
        entityId: path.id,
        ipAddress: input.ip,
        details: { from: path.consultantId, to: consultantId },
      });
      if (consultantId !== input.adminId) {
        const receiver = await consultantLabel(tx, consultantId);
        const by = await consultantLabel(tx, input.adminId);
        const language = await findUserLanguage(tx, consultantId);
        await queueEmail(txDeps, {
          to: receiver.email,
          email: renderPathAssignedEmail({
            email: receiver.email,
            by: by.name,
            student: path.studentLabel,
            pathUrl: `${deps.appUrl}/admin/applications/${path.id}`,
            language,
          }),
        });
        queued = true;
      }
    }
    if (isComplex !== undefined && isComplex !== path.isComplex) {
      await setPathComplex(tx, path.id, isComplex);
      await recordAudit(txDeps, {
        action: 'application_complex_change',
        userId: input.adminId,
        entityType: 'application',
        entityId: path.id,
        ipAddress: input.ip,
        details: { isComplex },
      });
    }
    await publishApplicationChange(tx, path.id);
    return { hasQueued: queued };
  });
  if (hasQueued) deps.onEmailQueued();
  return getPathAssignment(deps, { id: input.id });
}
