// The one way a change the student should see is recorded: an application update (the student's
// Recent updates panel) and, when the change warrants it, an email through the outbox. Called
// inside the transaction of the change itself, so the notice exists exactly when the change
// committed. The caller wakes the email relay after the commit.
// The live event (the student's open pages and every consultant's refresh) goes out with it.
// A status change also reaches the guardians who follow the student with status emails on
// (issue 26, item 5), in the same transaction.
import type { ApplicationUpdateType, Language } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import type { RenderedEmail } from '../../platform/email/email-layout.ts';
import { listStatusEmailGuardians } from '../guardians/index.ts';
import { insertApplicationUpdate } from './applications.queries.ts';
import { recordConsultantMove } from '../team/index.ts';

export interface StudentNotice {
  applicationId: string;
  /** Who made the change (an administrator); null for the system. */
  actorId: string | null;
  update: { type: ApplicationUpdateType; title: string; description: string | null };
  /** Sent to the student when given. */
  email?: { to: string; message: RenderedEmail };
  /**
   * Sent to each guardian following the student with status emails on, when given: only status
   * changes have a guardians' copy. Rendered once per guardian, in their language (issue 27).
   */
  guardianEmail?: { studentId: string; render: (language: Language) => RenderedEmail };
}

/** `deps.db` must be the transaction of the change. Returns whether an email was queued. */
export async function notifyStudent(deps: ServiceDeps, notice: StudentNotice): Promise<boolean> {
  await insertApplicationUpdate(deps.db, {
    applicationId: notice.applicationId,
    type: notice.update.type,
    title: notice.update.title,
    description: notice.update.description,
    createdBy: notice.actorId,
    createdAt: deps.now(),
  });
  await publishApplicationChange(deps.db, notice.applicationId);
  // A consultant's change the student sees is the consultant's move (issue 29): it answers the
  // student's wait. The system's own (a payment's update) answers nothing.
  if (notice.actorId !== null) {
    await recordConsultantMove(deps.db, { applicationId: notice.applicationId, at: deps.now() });
  }
  let hasQueued = false;
  if (notice.email) {
    await queueEmail(deps, { to: notice.email.to, email: notice.email.message });
    hasQueued = true;
  }
  if (notice.guardianEmail) {
    const { studentId, render } = notice.guardianEmail;
    for (const guardian of await listStatusEmailGuardians(deps.db, studentId)) {
      await queueEmail(deps, { to: guardian.email, email: render(guardian.language) });
      hasQueued = true;
    }
  }
  return hasQueued;
}

/** The student's page for a path: APP_URL + /application/{id} (part 2 §2). */
export function applicationUrl(appUrl: string, applicationId: string): string {
  return `${appUrl}/application/${applicationId}`;
}

/** The guardian area (issue 26), where a guardian follows the student's paths. */
export function guardianPageUrl(appUrl: string): string {
  return `${appUrl}/guardian`;
}
