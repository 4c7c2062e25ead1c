import { describe, expect, it } from 'vitest';
import type { EducationLevel } from '../applications/quiz-options.ts';
import type { ChecklistFacts, InstitutionType } from './checklist-facts.ts';
import { deriveChecklist } from './derive-checklist.ts';
import { checklistFacts, onDay } from '../../test/checklist.fixtures.ts';

const palOutcome = (facts: ChecklistFacts) =>
  deriveChecklist(facts).items.find((item) => item.id === 'pal')?.outcome ?? 'not-needed';

const student = (educationLevel: EducationLevel, day: string, institutionType?: InstitutionType) =>
  checklistFacts({
    educationLevel,
    today: onDay(day),
    answers: institutionType ? { institutionType } : {},
  });

describe('provincial attestation letter (PAL)', () => {
  it("from 1 January 2026, a master's or PhD at a public institution needs none, at a private one it does", () => {
    expect(palOutcome(student('masters', '2026-01-01', 'public'))).toBe('not-needed');
    expect(palOutcome(student('phd', '2026-01-01', 'public'))).toBe('not-needed');
    expect(palOutcome(student('masters', '2026-01-01', 'private'))).toBe('needed');
  });

  it("asks the institution type for a master's or PhD when nobody said", () => {
    expect(palOutcome(student('masters', '2026-11-26'))).toEqual({ ask: 'institutionType' });
    expect(palOutcome(student('phd', '2026-11-26'))).toEqual({ ask: 'institutionType' });
  });

  it("until 31 December 2025, asks it of a master's at a public institution and a private one alike", () => {
    expect(palOutcome(student('masters', '2025-12-31', 'public'))).toBe('needed');
    expect(palOutcome(student('masters', '2025-12-31', 'private'))).toBe('needed');
    expect(palOutcome(student('masters', '2025-12-31'))).toBe('needed');
  });

  it('still asks it of a postgraduate certificate at a public institution', () => {
    expect(palOutcome(student('postgrad-certificate', '2026-11-26', 'public'))).toBe('needed');
  });

  it('asks it of every undergraduate level, and when no level is chosen yet', () => {
    for (const level of ['diploma', 'advanced-diploma', 'bachelors'] as const) {
      expect(palOutcome(student(level, '2026-11-26', 'public'))).toBe('needed');
    }
    expect(palOutcome(checklistFacts({ educationLevel: null }))).toBe('needed');
  });

  it('is not asked in Quebec, where the CAQ counts as one', () => {
    expect(palOutcome(checklistFacts({ province: 'quebec' }))).toBe('not-needed');
  });

  it('starts on 22 January 2024', () => {
    expect(palOutcome(student('diploma', '2024-01-21'))).toBe('not-needed');
    expect(palOutcome(student('diploma', '2024-01-22'))).toBe('needed');
  });
});
