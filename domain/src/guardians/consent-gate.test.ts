import { describe, expect, it } from 'vitest';
import { consentGate, guardianGatedActions, isAllowedUnderGate } from './consent-gate.ts';
import { consentDecisionRequestSchema, isConsentStanding } from './consent-decisions.ts';
import { consentTextForHashing, fillConsentText, guardianConsentTexts } from './consent-text.ts';

const day = (value: string) => new Date(`${value}T12:00:00Z`);

describe('the guardian consent gate', () => {
  /** The gate's state for a student born on `dateOfBirth`, with no decision, on each day. */
  const statesOn = (dateOfBirth: string, days: string[]) =>
    days.map((today) => consentGate({ dateOfBirth, today: day(today), decisions: [] }).state);

  // Born 2008-01-15: the eighteen years up to 2026-01-15 hold five 29 Februaries (2008 to 2024),
  // 6,575 days, so the profile's rule (whole years of 365.25 days) counts 18 on the birthday.
  it('closes for a minor the day before the 18th birthday and lifts on the birthday and after', () => {
    expect(statesOn('2008-01-15', ['2026-01-14', '2026-01-15', '2026-01-16'])).toEqual([
      'missing',
      'not_needed',
      'not_needed',
    ]);
  });

  // Born 2008-03-01: four 29 Februaries in the eighteen years, 6,574 days, under 18 × 365.25;
  // the profile's rule counts 18 from the next day, and the gate follows the profile's rule.
  it('follows the profile rule where 365.25-day years reach 18 a day after the birthday', () => {
    expect(statesOn('2008-03-01', ['2026-02-28', '2026-03-01', '2026-03-02'])).toEqual([
      'missing',
      'missing',
      'not_needed',
    ]);
  });

  it('is not needed while the date of birth is unknown', () => {
    expect(consentGate({ dateOfBirth: null, today: day('2026-11-26'), decisions: [] })).toEqual({
      state: 'not_needed',
    });
  });

  it('stands on the latest decision: consent, then withdrawal, then consent again', () => {
    const minor = { dateOfBirth: '2010-05-05', today: day('2026-11-26') };
    expect(consentGate({ ...minor, decisions: ['consented'] }).state).toBe('given');
    expect(consentGate({ ...minor, decisions: ['refused'] })).toEqual({
      state: 'missing',
      lastDecision: 'refused',
    });
    expect(consentGate({ ...minor, decisions: ['consented', 'withdrawn'] })).toEqual({
      state: 'missing',
      lastDecision: 'withdrawn',
    });
    expect(consentGate({ ...minor, decisions: ['refused', 'consented'] }).state).toBe('given');
    expect(isConsentStanding(['consented', 'withdrawn', 'consented'])).toBe(true);
  });

  it('refuses exactly the gated actions while consent is missing', () => {
    const missing = consentGate({
      dateOfBirth: '2010-05-05',
      today: day('2026-11-26'),
      decisions: [],
    });
    expect(guardianGatedActions).toEqual(['start_study_path', 'pay', 'upload_document']);
    for (const action of guardianGatedActions) {
      expect(isAllowedUnderGate(missing, action)).toBe(false);
      expect(isAllowedUnderGate({ state: 'given' }, action)).toBe(true);
      expect(isAllowedUnderGate({ state: 'not_needed' }, action)).toBe(true);
    }
  });
});

describe('a guardian’s decision', () => {
  const valid = {
    token: 'abc',
    guardianName: 'Claire Martin',
    relationship: 'mother',
    decision: 'consent',
    textVersion: 'a'.repeat(64),
  };

  it('takes a typed full name, a relationship and an explicit choice', () => {
    expect(consentDecisionRequestSchema.parse(valid)).toEqual(valid);
    expect(
      consentDecisionRequestSchema.parse({ ...valid, guardianName: '  Claire Martin ' }),
    ).toMatchObject({ guardianName: 'Claire Martin' });
  });

  it('refuses a missing choice, an unknown relationship, a one-letter name and extra fields', () => {
    const { decision: _omitted, ...withoutDecision } = valid;
    expect(consentDecisionRequestSchema.safeParse(withoutDecision).success).toBe(false);
    expect(
      consentDecisionRequestSchema.safeParse({ ...valid, relationship: 'uncle' }).success,
    ).toBe(false);
    expect(consentDecisionRequestSchema.safeParse({ ...valid, guardianName: 'C' }).success).toBe(
      false,
    );
    expect(consentDecisionRequestSchema.safeParse({ ...valid, studentId: 'x' }).success).toBe(
      false,
    );
  });
});

describe('the consent text', () => {
  it('names the student wherever the template says so, and hashes the template, not a copy', () => {
    const filled = fillConsentText(guardianConsentTexts.en, 'Lina Haddad');
    expect(filled.paragraphs[0]).toMatch(/^Lina Haddad has an account on StudyPath/);
    expect(filled.consentStatement).toContain('guardian of Lina Haddad');
    expect(JSON.stringify(filled)).not.toContain('{studentName}');
    expect(consentTextForHashing(guardianConsentTexts.en)).toContain('{studentName}');
  });

  it('refuses a decision without the version of the text it was made on', () => {
    expect(
      consentDecisionRequestSchema.safeParse({
        token: 'abc',
        guardianName: 'Claire Martin',
        relationship: 'mother',
        decision: 'consent',
        textVersion: 'v1',
      }).success,
    ).toBe(false);
  });
});
