import { describe, expect, it } from 'vitest';
import type { ChecklistFacts } from './checklist-facts.ts';
import { deriveChecklist } from './derive-checklist.ts';
import { checklistFacts } from '../../test/checklist.fixtures.ts';

const ids = (facts: ChecklistFacts) => deriveChecklist(facts).items.map((item) => item.id);
const caqOutcome = (facts: ChecklistFacts) =>
  deriveChecklist(facts).items.find((item) => item.id === 'caq')?.outcome ?? 'not-needed';

describe('Quebec and elsewhere', () => {
  it('Quebec: the CAQ, no PAL, and Quebec living costs', () => {
    const checklist = deriveChecklist(checklistFacts({ province: 'quebec' }));
    expect(checklist.items.map((item) => item.id)).toContain('caq');
    expect(checklist.items.map((item) => item.id)).not.toContain('pal');
    expect(checklist.proofOfFunds.livingBasis).toBe('quebec');
    expect(checklist.proofOfFunds.livingCents).toBe(2_461_700);
  });

  it('Ontario: a PAL, no CAQ, and the federal living costs', () => {
    const checklist = deriveChecklist(checklistFacts({ province: 'ontario' }));
    expect(checklist.items.map((item) => item.id)).toContain('pal');
    expect(checklist.items.map((item) => item.id)).not.toContain('caq');
    expect(checklist.proofOfFunds.livingBasis).toBe('outside-quebec');
    expect(checklist.proofOfFunds.livingCents).toBe(2_289_500);
  });

  it('no province chosen: a PAL (most provinces ask one) and no CAQ', () => {
    expect(ids(checklistFacts({ province: null }))).toContain('pal');
    expect(ids(checklistFacts({ province: null }))).not.toContain('caq');
  });

  it('asks the CAQ only for studies over 6 months', () => {
    const lasting = (studyLengthMonths: number) =>
      caqOutcome(checklistFacts({ province: 'quebec', answers: { studyLengthMonths } }));
    expect(lasting(6)).toBe('not-needed');
    expect(lasting(7)).toBe('needed');
  });

  it('asks the length when neither it nor the education level is known', () => {
    expect(caqOutcome(checklistFacts({ province: 'quebec', educationLevel: null }))).toEqual({
      ask: 'studyLengthMonths',
    });
  });
});
