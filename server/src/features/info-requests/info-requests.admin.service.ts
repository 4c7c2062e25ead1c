// The consultant's side of information requests (part 2 §2 /admin/info-requests, the Q&A card of
// /admin/applications/{id}): sending one to a student, about one of their paths or general, and
// listing them. Sending notifies the student (an update on the path when there is one, and an
// email), is audited and announced as a live event, all in the transaction of the insert.
import type { AdminInfoRequest, CreateInfoRequestRequest } from '@studypath/domain';
import type { ApplicationRow } from '../../platform/db/schema/index.ts';
import { isForeignKeyViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findApplicationById, applicationUrl, notifyStudent } from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderInfoRequestEmail } from './emails/info-request.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import { toAdminInfoRequest } from './info-request-views.ts';
import {
  findInfoRequestForAdmin,
  findInfoRequestsForAdmin,
  findInfoRequestsOfApplicationForAdmin,
  insertInfoRequest,
} from './info-requests.queries.ts';
import { storedLanguage } from '../../platform/people/user-language.ts';

export interface AdminInfoRequestDeps extends ServiceDeps {
  /** Public origin for the link in emails (config.appUrl). */
  appUrl: string;
  /** Wakes the email relay; called only after the transaction that queued a message committed. */
  onEmailQueued: () => void;
}

const countOf = (count: number) => (count === 1 ? '1 question' : `${count} questions`);

/** Every request, newest first; the screen counts total, pending and answered from it. */
export async function listInfoRequestsForAdmin(
  deps: ServiceDeps,
  input: { consultant: 'me' | 'all'; viewerId: string },
): Promise<AdminInfoRequest[]> {
  const rows = await findInfoRequestsForAdmin(
    deps.db,
    input.consultant === 'me' ? { consultantId: input.viewerId } : {},
  );
  return rows.map(toAdminInfoRequest);
}

/** One path's requests, newest first (the Q&A Responses card); 404 for an unknown path. */
export async function listApplicationInfoRequestsForAdmin(
  deps: ServiceDeps,
  input: { id: string },
): Promise<AdminInfoRequest[]> {
  if (!(await findApplicationById(deps.db, input.id))) {
    throw new AppError('study_path.not_found');
  }
  return (await findInfoRequestsOfApplicationForAdmin(deps.db, input.id)).map(toAdminInfoRequest);
}

/**
 * Sends questions to a student (an administrator's id is not a student's: 404), about one of
 * their paths when `applicationId` is given (another student's path is not found either). The
 * path stays locked until the commit, so it cannot be deleted half-way.
 */
export async function createInfoRequest(
  deps: AdminInfoRequestDeps,
  input: { adminId: string; ip: string; request: CreateInfoRequestRequest },
): Promise<AdminInfoRequest> {
  const { userId, applicationId, questions } = input.request;
  let created: AdminInfoRequest;
  try {
    created = await deps.db.transaction(async (tx) => {
      const txDeps: ServiceDeps = { ...deps, db: tx };
      const student = await findUserById(tx, userId);
      if (!student || student.role !== 'student') {
        throw new AppError('student.not_found');
      }
      let application: ApplicationRow | undefined;
      if (applicationId) {
        application = await findApplicationById(tx, applicationId, { forUpdate: true });
        if (!application || application.userId !== student.id) {
          throw new AppError('info_request.path_not_found');
        }
      }
      const row = await insertInfoRequest(tx, {
        userId: student.id,
        applicationId: application?.id ?? null,
        questions: questions.map(({ id, question, required }) => ({ id, question, required })),
        createdBy: input.adminId,
        createdAt: deps.now(),
      });
      const email = {
        to: student.email,
        message: renderInfoRequestEmail({
          email: student.email,
          questionCount: questions.length,
          isAboutStudyPath: application !== undefined,
          answerUrl: application
            ? applicationUrl(deps.appUrl, application.id)
            : `${deps.appUrl}/dashboard`,
          language: storedLanguage(student.language),
        }),
      };
      if (application) {
        await notifyStudent(txDeps, {
          applicationId: application.id,
          actorId: input.adminId,
          update: {
            type: 'info_requested',
            title: 'Information requested',
            description: `Your consultant sent you ${countOf(questions.length)} to answer.`,
          },
          email,
        });
      } else {
        // Updates belong to a path; a general request still reaches the student by email.
        await queueEmail(txDeps, { to: email.to, email: email.message });
      }
      await recordAudit(txDeps, {
        action: 'info_request_create',
        userId: input.adminId,
        entityType: 'info_request',
        entityId: row.id,
        ipAddress: input.ip,
        // Not the questions: the audit trail is read by every administrator.
        details: {
          studentId: student.id,
          applicationId: row.applicationId,
          questionCount: questions.length,
        },
      });
      await publishLiveEvent(tx, {
        kind: 'info_requests',
        id: row.id,
        applicationId: row.applicationId,
        studentId: student.id,
      });
      const view = await findInfoRequestForAdmin(tx, row.id);
      if (!view) throw new Error('the information request just inserted was not found');
      return toAdminInfoRequest(view);
    });
  } catch (error) {
    // The student's account was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) {
      throw new AppError('student.not_found');
    }
    throw error;
  }
  deps.onEmailQueued();
  return created;
}
