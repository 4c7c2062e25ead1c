// The one way a change the student should see is recorded: an application update (the student's
// Recent updates panel) and, when the change warrants it, an email through the outbox. Called
// inside the transaction of the change itself, so the notice exists exactly when the change
// committed. The caller wakes the email relay after the commit.
// The live event (the student's open pages and every consultant's refresh) goes out with it.
import type { ApplicationUpdateType } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import type { RenderedEmail } from '../../platform/email/email-layout.ts';
import { insertApplicationUpdate } from './applications.queries.ts';

export interface StudentNotice {
  applicationId: string;
  /** Who made the change (an administrator); null for the system. */
  actorId: string | null;
  update: { type: ApplicationUpdateType; title: string; description: string | null };
  /** Sent to the student when given. */
  email?: { to: string; message: RenderedEmail };
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
  if (!notice.email) return false;
  await queueEmail(deps, { to: notice.email.to, email: notice.email.message });
  return true;
}

/** The student's page for a path: APP_URL + /application/{id} (part 2 §2). */
export function applicationUrl(appUrl: string, applicationId: string): string {
  return `${appUrl}/application/${applicationId}`;
}
