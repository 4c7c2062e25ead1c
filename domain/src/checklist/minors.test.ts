import { describe, expect, it } from 'vitest';
import type { ChecklistFacts } from './checklist-facts.ts';
import type { ChecklistItemId } from './checklist-rule.ts';
import { deriveChecklist } from './derive-checklist.ts';
import { checklistFacts, onDay } from '../../test/checklist.fixtures.ts';

const outcomeOf = (facts: ChecklistFacts, id: ChecklistItemId) =>
  deriveChecklist(facts).items.find((item) => item.id === id)?.outcome ?? 'not-needed';

describe('custodian: under 17 without a parent', () => {
  const aloneOn = (day: string) =>
    checklistFacts({
      dateOfBirth: '2009-06-10',
      today: onDay(day),
      answers: { comingWithParent: false },
    });

  it('is needed at 16 years and 364 days, and no longer on the 17th birthday', () => {
    expect(outcomeOf(aloneOn('2026-06-09'), 'custodian-declaration')).toBe('needed');
    expect(outcomeOf(aloneOn('2026-06-10'), 'custodian-declaration')).toBe('not-needed');
    expect(outcomeOf(aloneOn('2026-06-11'), 'custodian-declaration')).toBe('not-needed');
  });

  it('is not needed when a parent comes along, and asked when nobody said', () => {
    const sixteen = { dateOfBirth: '2010-01-15' };
    expect(
      outcomeOf(
        checklistFacts({ ...sixteen, answers: { comingWithParent: true } }),
        'custodian-declaration',
      ),
    ).toBe('not-needed');
    expect(outcomeOf(checklistFacts(sixteen), 'custodian-declaration')).toEqual({
      ask: 'comingWithParent',
    });
  });

  it('is not on the list without a date of birth', () => {
    const facts = checklistFacts({ dateOfBirth: null, answers: { comingWithParent: false } });
    expect(outcomeOf(facts, 'custodian-declaration')).toBe('not-needed');
    expect(outcomeOf(facts, 'parental-consent-letter')).toBe('not-needed');
  });
});

describe('parental consent: under the age of majority where the student studies', () => {
  const cases = [
    { province: 'ontario', majority: 18 },
    { province: 'quebec', majority: 18 },
    { province: 'bc', majority: 19 },
    { province: null, majority: 19 },
  ] as const;

  for (const { province, majority } of cases) {
    it(`in ${province ?? 'no chosen province'} ends on the ${majority}th birthday`, () => {
      const dateOfBirth = `${2026 - majority}-06-10`;
      const on = (day: string) =>
        outcomeOf(
          checklistFacts({ province, dateOfBirth, today: onDay(day) }),
          'parental-consent-letter',
        );
      expect(on('2026-06-09')).toBe('needed');
      expect(on('2026-06-10')).toBe('not-needed');
      expect(on('2026-06-11')).toBe('not-needed');
    });
  }

  it('still holds at 18 in British Columbia, not in Ontario', () => {
    const eighteen = { dateOfBirth: '2008-01-15' };
    expect(
      outcomeOf(checklistFacts({ ...eighteen, province: 'bc' }), 'parental-consent-letter'),
    ).toBe('needed');
    expect(
      outcomeOf(checklistFacts({ ...eighteen, province: 'ontario' }), 'parental-consent-letter'),
    ).toBe('not-needed');
  });
});

describe("Quebec's documents for a child aged 16 or under", () => {
  const sixteenInQuebec = { dateOfBirth: '2010-01-15', province: 'quebec' } as const;

  it("asks for the birth certificate and the parents' identity whether or not a parent comes", () => {
    for (const comingWithParent of [true, false]) {
      const facts = checklistFacts({ ...sixteenInQuebec, answers: { comingWithParent } });
      expect(outcomeOf(facts, 'quebec-minor-identity')).toBe('needed');
    }
  });

  it('asks for the guardianship declarations only without a parent', () => {
    const withAnswer = (comingWithParent?: boolean) =>
      checklistFacts({
        ...sixteenInQuebec,
        answers: comingWithParent === undefined ? {} : { comingWithParent },
      });
    expect(outcomeOf(withAnswer(false), 'quebec-minor-guardianship')).toBe('needed');
    expect(outcomeOf(withAnswer(true), 'quebec-minor-guardianship')).toBe('not-needed');
    expect(outcomeOf(withAnswer(), 'quebec-minor-guardianship')).toEqual({
      ask: 'comingWithParent',
    });
  });

  it('asks nothing Quebec-specific at 17, or of a 16-year-old going elsewhere', () => {
    const seventeen = checklistFacts({ dateOfBirth: '2009-01-15', province: 'quebec' });
    expect(outcomeOf(seventeen, 'quebec-minor-identity')).toBe('not-needed');
    expect(outcomeOf(seventeen, 'quebec-minor-guardianship')).toBe('not-needed');
    const inOntario = checklistFacts({
      dateOfBirth: '2010-01-15',
      answers: { comingWithParent: false },
    });
    expect(outcomeOf(inOntario, 'quebec-minor-identity')).toBe('not-needed');
    expect(outcomeOf(inOntario, 'quebec-minor-guardianship')).toBe('not-needed');
  });
});
