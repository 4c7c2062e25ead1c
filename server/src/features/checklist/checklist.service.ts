// A study path's document checklist (issue 28, decision 038): derived on every read from the
// rules in force today, the student's profile, the path's quiz, its first program and the answers
// to the questions the portal cannot know; then the documents uploaded for its items, the
// consultant's decisions and own items give each item its state. The path's student and the
// consultants read it and answer its questions; another student's path is not found.
import {
  deriveChecklist,
  type ChecklistAnswers,
  type StudyPathChecklist,
  type UpdateChecklistAnswersRequest,
} from '@studypath/domain/checklist';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Database } from '../../platform/db/client.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findApplicationWithStudent,
  type ApplicationWithStudent,
  type Caller,
} from '../applications/index.ts';
import { toStudyPathChecklist } from './checklist-views.ts';
import { findChecklistRecords, updateChecklistSnapshot } from './checklist-items.queries.ts';
import { findFirstProgramTuition, updateChecklistAnswers } from './checklist.queries.ts';
import { toChecklistFacts } from './path-facts.ts';
import { nextSnapshot } from './rules-snapshot.ts';
import { changedQuestions, mergeAnswers, readStoredAnswers } from './stored-answers.ts';

/** The path with its student's profile if the caller may see it (its student or a consultant). */
export async function getVisiblePath(
  db: Database,
  input: { caller: Caller; id: string; forUpdate?: boolean },
): Promise<ApplicationWithStudent> {
  const path = await findApplicationWithStudent(db, input.id, { forUpdate: input.forUpdate });
  const isVisible =
    path !== undefined &&
    (input.caller.role === 'admin' || path.application.userId === input.caller.userId);
  if (!isVisible) throw new AppError('study_path.not_found');
  return path;
}

/**
 * The path's checklist as it stands. Stores the derivation's snapshot when it moved, which is how
 * a new rules version is noticed on the next read (rules-snapshot.ts).
 */
export async function buildChecklist(
  deps: ServiceDeps,
  path: ApplicationWithStudent,
  answers: ChecklistAnswers = readStoredAnswers(path.application.checklistAnswers),
): Promise<StudyPathChecklist> {
  const { application, profile } = path;
  const today = deps.now();
  const [programTuition, records] = await Promise.all([
    findFirstProgramTuition(deps.db, application.id),
    findChecklistRecords(deps.db, [application.id]),
  ]);
  const derived = deriveChecklist(
    toChecklistFacts({
      additionalInfo: application.additionalInfo,
      dateOfBirth: profile?.dateOfBirth ?? null,
      programTuition,
      answers,
      today,
    }),
  );
  const snapshot = nextSnapshot(
    {
      rulesVersion: application.checklistRulesVersion,
      itemIds: application.checklistItemIds,
      rulesChange: application.checklistRulesChange,
    },
    {
      rulesVersion: derived.rulesVersion,
      itemIds: derived.items.map((item) => item.id),
      today: today.toISOString().slice(0, 10),
    },
  );
  if (snapshot.write) await updateChecklistSnapshot(deps.db, application.id, snapshot.write);
  return toStudyPathChecklist({
    applicationId: application.id,
    derived,
    answers,
    records,
    rulesChange: snapshot.rulesChange,
  });
}

export async function getChecklist(
  deps: ServiceDeps,
  input: { caller: Caller; id: string },
): Promise<StudyPathChecklist> {
  const path = await getVisiblePath(deps.db, input);
  return buildChecklist(deps, path);
}

/**
 * Applies the answers (left out: kept; null: cleared) and answers the checklist they give. The
 * path stays locked until the commit, so two answers racing each other both count. The audit row
 * names the questions changed, never the answers (a family's size, a medical condition).
 */
export async function answerChecklistQuestions(
  deps: ServiceDeps,
  input: { caller: Caller; id: string; changes: UpdateChecklistAnswersRequest; ip: string },
): Promise<StudyPathChecklist> {
  return deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const path = await getVisiblePath(tx, { ...input, forUpdate: true });
    const before = readStoredAnswers(path.application.checklistAnswers);
    const after = mergeAnswers(before, input.changes);
    const questions = changedQuestions(before, after);
    // Saving the same answers again changes nothing: no write, no audit row, no event.
    if (questions.length === 0) return buildChecklist(txDeps, path, before);
    await updateChecklistAnswers(tx, path.application.id, after);
    await recordAudit(txDeps, {
      action: 'checklist_answers_update',
      userId: input.caller.userId,
      entityType: 'application',
      entityId: path.application.id,
      ipAddress: input.ip,
      details: {
        questions,
        byConsultant: input.caller.role === 'admin',
      },
    });
    // The other side's open page of the path refreshes (the student's or the consultant's).
    await publishApplicationChange(tx, path.application.id);
    return buildChecklist(txDeps, path, after);
  });
}
