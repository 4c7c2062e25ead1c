// Information requests for tests and the gates, inserted directly as if a consultant had sent
// them (pending) or the student had already answered. No test-framework imports.
import type { InfoRequestQuestion } from '@studypath/domain';
import type { InfoRequestRow } from '../src/platform/db/schema/index.ts';
import { insertInfoRequest } from '../src/features/info-requests/info-requests.queries.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';

/** One required and one optional question. */
export const sampleQuestions: InfoRequestQuestion[] = [
  { id: 'q1', question: 'What is your expected start date?', required: true },
  { id: 'q2', question: 'Anything else we should know?', required: false },
];

export async function insertTestInfoRequest(
  deps: ServiceDeps,
  input: {
    userId: string;
    applicationId?: string | null;
    createdBy?: string | null;
    questions?: InfoRequestQuestion[];
    createdAt?: Date;
    /** Answered with these responses at this time; pending when absent. */
    answered?: { responses: Record<string, string>; at: Date };
  },
): Promise<InfoRequestRow> {
  return insertInfoRequest(deps.db, {
    userId: input.userId,
    applicationId: input.applicationId ?? null,
    questions: input.questions ?? sampleQuestions,
    createdBy: input.createdBy ?? null,
    createdAt: input.createdAt ?? deps.now(),
    ...(input.answered
      ? { status: 'answered', responses: input.answered.responses, answeredAt: input.answered.at }
      : {}),
  });
}
