// Study paths with the facts a checklist reads: the quiz's province, level and budget in
// additionalInfo, and the student's date of birth. Paths are inserted directly (a minor's path
// through the API would first need a guardian's consent). No test-framework imports.
import { upcomingIntakes } from '@studypath/domain';
import type { ApplicationStatus } from '@studypath/domain';
import { insertApplicationUnlessActiveExists } from '../src/features/applications/applications.queries.ts';
import { profiles, type ApplicationRow } from '../src/platform/db/schema/index.ts';
import type { ServiceDeps } from '../src/platform/service-deps.ts';
import { signedInStudent } from './signed-in.ts';
import type { TestServer } from './test-server.ts';

export interface QuizFacts {
  educationLevel?: string;
  preferredProvince?: string;
  budgetRange?: string;
}

export async function insertQuizStudyPath(
  deps: ServiceDeps,
  input: { userId: string; quiz: QuizFacts; status?: ApplicationStatus },
): Promise<ApplicationRow> {
  const now = deps.now();
  const quizResponses = {
    educationLevel: 'diploma',
    coopOption: null,
    fieldOfStudy: 'stem',
    fieldOther: null,
    preferredProvince: 'ontario',
    startTiming: upcomingIntakes(now)[0] ?? '',
    budgetRange: '15k-25k',
    budgetOther: null,
    financialDetails: null,
    ...input.quiz,
  };
  const row = await insertApplicationUnlessActiveExists(deps.db, {
    userId: input.userId,
    status: input.status ?? 'docs_needed',
    fieldOfStudy: 'Science, Technology, Engineering & Math (STEM)',
    programPreferences: null,
    intendedInstitutions: null,
    additionalInfo: JSON.stringify({ quizResponses, startTiming: quizResponses.startTiming }),
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('the student already has an active study path');
  return row;
}

/** 'YYYY-MM-DD' of someone who turned `years` a month before `today`. */
export function dateOfBirthAged(today: Date, years: number): string {
  const birth = new Date(today);
  birth.setUTCMonth(birth.getUTCMonth() - 1);
  birth.setUTCFullYear(birth.getUTCFullYear() - years);
  return birth.toISOString().slice(0, 10);
}

/** Sets the profile's date of birth only, making the profile if there is none. */
export async function setDateOfBirth(
  deps: ServiceDeps,
  userId: string,
  dateOfBirth: string,
): Promise<void> {
  await deps.db
    .insert(profiles)
    .values({ userId, dateOfBirth })
    .onConflictDoUpdate({ target: profiles.userId, set: { dateOfBirth } });
}

/** A signed-in student of `age` with one path of the given quiz answers. */
export async function signedInStudentWithQuizPath(t: TestServer, age: number, quiz: QuizFacts) {
  const student = await signedInStudent(t);
  await setDateOfBirth(t.deps, student.user.id, dateOfBirthAged(t.clock.now(), age));
  const path = await insertQuizStudyPath(t.deps, { userId: student.user.id, quiz });
  return { ...student, path };
}
