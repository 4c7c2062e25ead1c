// Checklist completion of many paths at once (issue 28, item 4): the consultants' Study Paths
// table shows it as a column. Each path's items are derived as on its page, from the same
// records read for all the paths in four queries; the snapshot is left to the page's own read.
import { deriveChecklist, type ChecklistProgressResponse } from '@studypath/domain/checklist';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordsOf, toStudyPathChecklist } from './checklist-views.ts';
import { findChecklistRecords } from './checklist-items.queries.ts';
import { findPathFacts } from './checklist.queries.ts';
import { toChecklistFacts } from './path-facts.ts';
import { readStoredAnswers } from './stored-answers.ts';

export async function listChecklistProgress(
  deps: ServiceDeps,
  applicationIds: readonly string[],
): Promise<ChecklistProgressResponse> {
  const ids = [...new Set(applicationIds)];
  const [paths, records] = await Promise.all([
    findPathFacts(deps.db, ids),
    findChecklistRecords(deps.db, ids),
  ]);
  const today = deps.now();
  const items = paths.map((path) => {
    const answers = readStoredAnswers(path.checklistAnswers);
    const derived = deriveChecklist(
      toChecklistFacts({
        additionalInfo: path.additionalInfo,
        dateOfBirth: path.dateOfBirth,
        programTuition: null,
        answers,
        today,
      }),
    );
    const checklist = toStudyPathChecklist({
      applicationId: path.id,
      derived,
      answers,
      records: recordsOf(records, path.id),
      rulesChange: null,
    });
    return {
      applicationId: path.id,
      ...checklist.progress,
      awaitingReview: checklist.items.filter((item) => item.state === 'uploaded').length,
      toDo: checklist.items.filter(
        (item) => item.state === 'to_do' || item.state === 'needs_changes',
      ).length,
    };
  });
  return { items };
}
