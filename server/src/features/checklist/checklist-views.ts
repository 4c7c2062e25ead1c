// The checklist as the API answers it (domain studyPathChecklistSchema): the items the rules
// derive, the accepted items a rules change no longer asks for (kept: accepted is never lost) and
// the consultant's own items, each with its documents, the consultant's decision and the state
// those give (domain checklistItemState), the answers, the proof of funds, progress and whose move.
import {
  checklistItemState,
  checklistRules,
  checklistWaitingOn,
  customChecklistItemKey,
  doneChecklistItemStates,
  isRuleItemId,
  type ChecklistAnswers,
  type ChecklistItem,
  type DerivedChecklist,
  type ReviewDecision,
  type StudyPathChecklist,
} from '@studypath/domain/checklist';
import { documentDownloadPath, type DocumentCategory } from '@studypath/domain/documents';
import type { ChecklistRecords } from './checklist-items.queries.ts';
import type { RulesChange } from './rules-snapshot.ts';

type ItemBase = Pick<ChecklistItem, 'id' | 'kind' | 'category' | 'question' | 'sources' | 'custom'>;

function ruleItemBase(id: string, question: ChecklistItem['question']): ItemBase | null {
  const rule = checklistRules.find((candidate) => candidate.id === id);
  if (!rule) return null;
  return {
    id: rule.id,
    kind: 'rule',
    category: rule.category,
    question,
    sources: rule.sources.map(({ url, checkedOn }) => ({ url, checkedOn })),
    custom: null,
  };
}

export function toStudyPathChecklist(input: {
  applicationId: string;
  derived: DerivedChecklist;
  answers: ChecklistAnswers;
  /** This path's records only. */
  records: ChecklistRecords;
  rulesChange: RulesChange | null;
}): StudyPathChecklist {
  const { derived, records } = input;
  const reviewOf = new Map(records.reviews.map((review) => [review.itemKey, review]));
  const derivedIds = new Set<string>(derived.items.map((item) => item.id));

  const bases: (ItemBase & { noLongerRequired: boolean })[] = [];
  for (const item of derived.items) {
    const question = item.outcome === 'needed' ? null : item.outcome.ask;
    const base = ruleItemBase(item.id, question);
    if (base) bases.push({ ...base, noLongerRequired: false });
  }
  // Accepted under earlier rules (or answers) and no longer derived: kept, marked.
  for (const review of records.reviews) {
    if (review.decision !== 'accepted' || derivedIds.has(review.itemKey)) continue;
    const base = isRuleItemId(review.itemKey) ? ruleItemBase(review.itemKey, null) : null;
    if (base) bases.push({ ...base, noLongerRequired: true });
  }
  for (const custom of records.customItems) {
    bases.push({
      id: customChecklistItemKey(custom.id),
      kind: 'custom',
      category: custom.category as DocumentCategory,
      question: null,
      sources: [],
      custom: { title: custom.title, details: custom.details },
      noLongerRequired: false,
    });
  }

  const items = bases.map((base): ChecklistItem => {
    const itemDocuments = records.documents.filter(
      (document) => document.checklistItem === base.id,
    );
    const review = reviewOf.get(base.id);
    const decision = review ? (review.decision as ReviewDecision) : null;
    return {
      ...base,
      state: checklistItemState({
        uploadedAt: itemDocuments.map((document) => document.createdAt),
        review: review && decision ? { decision, decidedAt: review.decidedAt } : null,
      }),
      documents: itemDocuments.map((document) => ({
        id: document.id,
        fileName: document.fileName,
        createdAt: document.createdAt.toISOString(),
        downloadUrl: documentDownloadPath(document.id),
      })),
      review:
        review && decision
          ? { decision, reason: review.reason, decidedAt: review.decidedAt.toISOString() }
          : null,
    };
  });

  return {
    applicationId: input.applicationId,
    rulesVersion: derived.rulesVersion,
    items,
    answers: input.answers,
    proofOfFunds: derived.proofOfFunds,
    progress: {
      done: items.filter((item) => doneChecklistItemStates.includes(item.state)).length,
      total: items.length,
    },
    waitingOn: checklistWaitingOn(items.map((item) => item.state)),
    rulesChange: input.rulesChange,
  };
}

/** One path's share of records read for many. */
export function recordsOf(records: ChecklistRecords, applicationId: string): ChecklistRecords {
  return {
    documents: records.documents.filter((row) => row.applicationId === applicationId),
    reviews: records.reviews.filter((row) => row.applicationId === applicationId),
    customItems: records.customItems.filter((row) => row.applicationId === applicationId),
  };
}
