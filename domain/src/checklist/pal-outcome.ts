// The provincial or territorial attestation letter (PAL/TAL), asked of most post-secondary
// students from 22 January 2024 (the rule's appliesFrom). From 1 January 2026, master's and
// doctoral students at PUBLIC institutions are exempt; graduate certificates and diplomas (our
// 'postgrad-certificate') and private institutions still need one.
//
// Not encoded: kindergarten to grade 12 students are exempt, but the quiz offers no school level.
// In 2024 master's and doctoral students were exempt too, until 1 January 2025; the issue gives no
// source for it and the server computes for today, so the rule treats 2024 like 2025.
import { calendarDay } from './calendar-age.ts';
import type { ChecklistFacts } from './checklist-facts.ts';
import type { RuleOutcome } from './checklist-rule.ts';

export const GRADUATE_AT_PUBLIC_EXEMPT_FROM = '2026-01-01';

export function palOutcome(facts: ChecklistFacts): RuleOutcome {
  // In Quebec the CAQ counts as the attestation letter.
  if (facts.province === 'quebec') return 'not-needed';
  const isGraduateDegree = facts.educationLevel === 'masters' || facts.educationLevel === 'phd';
  if (!isGraduateDegree || calendarDay(facts.today) < GRADUATE_AT_PUBLIC_EXEMPT_FROM) {
    // With no level chosen yet, most students need one: the item stays until the quiz says.
    return 'needed';
  }
  switch (facts.answers.institutionType) {
    case 'public':
      return 'not-needed';
    case 'private':
      return 'needed';
    default:
      return { ask: 'institutionType' };
  }
}
