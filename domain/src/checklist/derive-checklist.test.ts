import { describe, expect, it } from 'vitest';
import type { ChecklistRule } from './checklist-rule.ts';
import { checklistRules, checklistRulesVersion } from './checklist-rules.ts';
import { deriveChecklist } from './derive-checklist.ts';
import { checklistFacts, onDay } from '../../test/checklist.fixtures.ts';

describe('deriveChecklist', () => {
  it("a 16-year-old alone to a Quebec diploma: the CAQ, the minor's papers, no PAL", () => {
    const checklist = deriveChecklist(
      checklistFacts({
        dateOfBirth: '2010-03-01',
        province: 'quebec',
        educationLevel: 'diploma',
        budgetRange: 'under-15k',
        answers: { comingWithParent: false },
      }),
    );
    expect(checklist.rulesVersion).toBe(checklistRulesVersion);
    expect(checklist.items.map((item) => [item.id, item.outcome])).toEqual([
      ['passport', 'needed'],
      ['letter-of-acceptance', 'needed'],
      ['caq', 'needed'],
      ['proof-of-funds', 'needed'],
      ['photo', 'needed'],
      ['study-permit-fee', 'needed'],
      ['biometrics', 'needed'],
      ['medical-exam', { ask: 'needsMedicalExam' }],
      ['parental-consent-letter', 'needed'],
      ['custodian-declaration', 'needed'],
      ['quebec-minor-identity', 'needed'],
      ['quebec-minor-guardianship', 'needed'],
    ]);
    expect(checklist.proofOfFunds).toMatchObject({
      tuitionCents: 1_500_000,
      livingCents: 2_461_700,
      livingBasis: 'quebec',
      totalCents: 1_500_000 + 2_461_700 + 200_000,
    });
  });

  it("an adult to an Ontario diploma: a PAL and the federal living costs, no minor's papers", () => {
    const checklist = deriveChecklist(
      checklistFacts({
        dateOfBirth: '2000-05-01',
        province: 'ontario',
        educationLevel: 'diploma',
        budgetRange: '15k-25k',
        answers: { needsMedicalExam: false },
      }),
    );
    expect(checklist.items.map((item) => item.id)).toEqual([
      'passport',
      'letter-of-acceptance',
      'pal',
      'proof-of-funds',
      'photo',
      'study-permit-fee',
      'biometrics',
    ]);
    expect(checklist.proofOfFunds).toMatchObject({
      tuitionCents: 2_500_000,
      tuitionBasis: 'budget',
      livingCents: 2_289_500,
      livingBasis: 'outside-quebec',
      travelCents: 200_000,
      totalCents: 4_989_500,
      totalIsAtLeast: false,
    });
  });

  it("carries each rule's category, reason, upload text and sources", () => {
    const passport = deriveChecklist(checklistFacts()).items[0];
    const rule = checklistRules[0];
    expect(passport).toEqual({
      id: rule?.id,
      category: rule?.category,
      outcome: 'needed',
      reason: rule?.reason,
      upload: rule?.upload,
      sources: rule?.sources,
    });
  });

  it('puts the medical exam on the list when the answer is yes, and leaves it off when no', () => {
    const withAnswer = (needsMedicalExam: boolean) =>
      deriveChecklist(checklistFacts({ answers: { needsMedicalExam } })).items.find(
        (item) => item.id === 'medical-exam',
      )?.outcome;
    expect(withAnswer(true)).toBe('needed');
    expect(withAnswer(false)).toBeUndefined();
  });

  it('leaves out a rule outside its date window: from inclusive, until exclusive', () => {
    const windowed: ChecklistRule = {
      ...checklistRules[0]!,
      appliesFrom: '2026-01-01',
      appliesUntil: '2026-07-01',
    };
    const idsOn = (day: string) =>
      deriveChecklist(checklistFacts({ today: onDay(day) }), [windowed]).items.map(
        (item) => item.id,
      );
    expect(idsOn('2025-12-31')).toEqual([]);
    expect(idsOn('2026-01-01')).toEqual(['passport']);
    expect(idsOn('2026-06-30')).toEqual(['passport']);
    expect(idsOn('2026-07-01')).toEqual([]);
  });
});
