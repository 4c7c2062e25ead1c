// A checklist as GET .../checklist answers it, for the pages' tests: an adult going to Ontario
// whose PAL waits on the institution type and whose medical exam waits on an answer.
import { checklistSources } from '@studypath/domain/checklist';

const item = (
  id: string,
  category: string,
  state: string,
  question: string | null,
  sources: readonly { url: string; checkedOn: string }[],
) => ({ id, category, state, question, sources });

export const checklistItems = {
  passport: item('passport', 'passport', 'uploaded', null, [checklistSources.getDocuments]),
  letter: item('letter-of-acceptance', 'letter_of_acceptance', 'accepted', null, [
    checklistSources.getDocuments,
  ]),
  pal: item('pal', 'letter_of_acceptance', 'to_do', 'institutionType', [checklistSources.pal]),
  funds: item('proof-of-funds', 'financial', 'to_do', null, [
    checklistSources.financialSupport,
    checklistSources.quebecCosts,
  ]),
  photo: item('photo', 'visa', 'needs_changes', null, [checklistSources.apply]),
  medical: item('medical-exam', 'visa', 'to_do', 'needsMedicalExam', [
    checklistSources.medicalExam,
  ]),
};

export const proofOfFunds = (fields: Record<string, unknown> = {}) => ({
  tuitionCents: 3_500_000,
  tuitionBasis: 'budget',
  tuitionIsAtLeast: false,
  livingCents: 2_289_500,
  livingBasis: 'outside-quebec',
  livingIsAtLeast: false,
  familySize: 1,
  familySizeBasis: 'assumed-alone',
  travelCents: 200_000,
  totalCents: 5_989_500,
  totalIsAtLeast: false,
  rulesFrom: '2025-09-01',
  ...fields,
});

export const studyPathChecklist = (fields: Record<string, unknown> = {}) => ({
  applicationId: 'p1',
  rulesVersion: '2026-11-26.1',
  items: Object.values(checklistItems),
  answers: {},
  proofOfFunds: proofOfFunds(),
  progress: { done: 1, total: 6 },
  ...fields,
});
