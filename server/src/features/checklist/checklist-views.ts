// The checklist as the API answers it (domain studyPathChecklistSchema): the derived items, each
// with its state, the answers and the proof of funds. States are 'to_do' until documents are
// linked and reviewed (the next increment of issue 28): `states` is where stored ones come in.
import {
  doneChecklistItemStates,
  type ChecklistAnswers,
  type ChecklistItem,
  type ChecklistItemId,
  type ChecklistItemState,
  type DerivedChecklist,
  type StudyPathChecklist,
} from '@studypath/domain/checklist';

export type ChecklistItemStates = ReadonlyMap<ChecklistItemId, ChecklistItemState>;

const noStates: ChecklistItemStates = new Map();

export function toStudyPathChecklist(
  applicationId: string,
  derived: DerivedChecklist,
  answers: ChecklistAnswers,
  states: ChecklistItemStates = noStates,
): StudyPathChecklist {
  const items = derived.items.map((item): ChecklistItem => ({
    id: item.id,
    category: item.category,
    state: states.get(item.id) ?? 'to_do',
    question: item.outcome === 'needed' ? null : item.outcome.ask,
    sources: item.sources.map(({ url, checkedOn }) => ({ url, checkedOn })),
  }));
  return {
    applicationId,
    rulesVersion: derived.rulesVersion,
    items,
    answers,
    proofOfFunds: derived.proofOfFunds,
    progress: {
      done: items.filter((item) => doneChecklistItemStates.includes(item.state)).length,
      total: items.length,
    },
  };
}
