// The student's information requests (part 2 §7 "Information requests (student)"): their own list
// and answering one, once. Answering tells the consultants: an audit row and, for a request about
// a path, an update on that path, with a live event, all in the transaction of the answer.
import type { RespondInfoRequestRequest, StudentInfoRequest } from '@studypath/domain';
import { findMissingAnswers, infoRequestMessages, ownValue } from '@studypath/domain';
import type { InfoRequestRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { insertApplicationUpdate } from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishApplicationChange, publishLiveEvent } from '../../platform/events/live-events.ts';
import { toStudentInfoRequest } from './info-request-views.ts';
import {
  findInfoRequestById,
  findInfoRequestsOfUser,
  markInfoRequestAnswered,
} from './info-requests.queries.ts';
import { recordStudentMove } from '../team/index.ts';

export async function listOwnInfoRequests(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<StudentInfoRequest[]> {
  return (await findInfoRequestsOfUser(deps.db, input.userId)).map(toStudentInfoRequest);
}

/**
 * The answers to keep: trimmed, empty ones dropped. Refuses an answer to a question the request
 * does not have, and a required question left without one (part 2 §5).
 */
function checkResponses(
  request: InfoRequestRow,
  responses: RespondInfoRequestRequest['responses'],
): Record<string, string> {
  const questionIds = new Set(request.questions.map((question) => question.id));
  const unknown = Object.keys(responses).filter((id) => !questionIds.has(id));
  if (unknown.length > 0) {
    throw new AppError('info_request.unknown_question', {
      details: unknown.map((id) => ({
        field: `responses.${id}`,
        message: infoRequestMessages.unknownQuestion,
      })),
    });
  }
  const missing = findMissingAnswers(request.questions, responses);
  if (missing.length > 0) {
    throw new AppError('info_request.missing_answers', {
      details: missing.map((question) => ({
        field: `responses.${question.id}`,
        message: 'This question needs an answer',
      })),
    });
  }
  // In the questions' order; fromEntries makes every id an own key, even '__proto__'.
  return Object.fromEntries(
    request.questions
      .map((question) => [question.id, (ownValue(responses, question.id) ?? '').trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );
}

/**
 * Answers one of the student's requests (anyone else's, or a missing one: 404), once (409). The
 * row is locked, so two submissions racing each other answer it once.
 */
export async function respondToInfoRequest(
  deps: ServiceDeps,
  input: {
    userId: string;
    requestId: string;
    responses: RespondInfoRequestRequest['responses'];
    ip: string;
  },
): Promise<StudentInfoRequest> {
  const answered = await deps.db.transaction(async (tx) => {
    const request = await findInfoRequestById(tx, input.requestId, { forUpdate: true });
    if (!request || request.userId !== input.userId) {
      throw new AppError('info_request.not_found');
    }
    if (request.status === 'answered') {
      throw new AppError('info_request.already_answered');
    }
    const responses = checkResponses(request, input.responses);
    const now = deps.now();
    const updated = await markInfoRequestAnswered(tx, request.id, { responses, answeredAt: now });
    if (!updated) throw new AppError('info_request.not_found');
    const answeredCount = Object.keys(responses).length;
    if (updated.applicationId !== null) {
      await insertApplicationUpdate(tx, {
        applicationId: updated.applicationId,
        type: 'info_requested',
        title: 'Information request answered',
        description: `${answeredCount} of ${updated.questions.length} questions answered.`,
        createdBy: input.userId,
        createdAt: now,
      });
      // The path has a new update: its open pages refresh their activity too.
      await publishApplicationChange(tx, updated.applicationId);
    }
    await recordAudit(
      { ...deps, db: tx },
      {
        action: 'info_request_answer',
        userId: input.userId,
        entityType: 'info_request',
        entityId: updated.id,
        ipAddress: input.ip,
        details: { applicationId: updated.applicationId, answeredCount },
      },
    );
    await recordStudentMove(tx, {
      applicationId: updated.applicationId,
      studentId: updated.userId,
      kind: 'info_request_answered',
      at: now,
    });
    await publishLiveEvent(tx, {
      kind: 'info_requests',
      id: updated.id,
      applicationId: updated.applicationId,
      studentId: updated.userId,
    });
    return updated;
  });
  return toStudentInfoRequest(answered);
}
