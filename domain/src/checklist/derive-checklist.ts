// A student's checklist for one study path: the rules in force on the day whose outcome is not
// 'not-needed', each with what it asks of the student, plus the amount of money to show.
import { calendarDay } from './calendar-age.ts';
import type { ChecklistFacts, ChecklistQuestionId } from './checklist-facts.ts';
import type { ChecklistItemId, ChecklistRule } from './checklist-rule.ts';
import { checklistRules, checklistRulesVersion } from './checklist-rules.ts';
import type { RuleSource } from './checklist-sources.ts';
import type { DocumentCategory } from '../documents/document-categories.ts';
import { proofOfFunds, type ProofOfFunds } from './proof-of-funds.ts';

export interface ChecklistItemSpec {
  id: ChecklistItemId;
  category: DocumentCategory;
  /** 'needed', or the question whose answer decides it. */
  outcome: 'needed' | { ask: ChecklistQuestionId };
  reason: string;
  upload: string;
  sources: readonly RuleSource[];
}

export interface DerivedChecklist {
  rulesVersion: string;
  items: ChecklistItemSpec[];
  proofOfFunds: ProofOfFunds;
}

/** Whether the rule's date window holds `day` (YYYY-MM-DD): from inclusive, until exclusive. */
export function isRuleInForce(rule: ChecklistRule, day: string): boolean {
  return (
    (rule.appliesFrom === null || rule.appliesFrom <= day) &&
    (rule.appliesUntil === null || day < rule.appliesUntil)
  );
}

export function deriveChecklist(
  facts: ChecklistFacts,
  rules: readonly ChecklistRule[] = checklistRules,
): DerivedChecklist {
  const day = calendarDay(facts.today);
  const items: ChecklistItemSpec[] = [];
  for (const rule of rules) {
    if (!isRuleInForce(rule, day)) continue;
    const outcome = rule.applies(facts);
    if (outcome === 'not-needed') continue;
    const { id, category, reason, upload, sources } = rule;
    items.push({ id, category, outcome, reason, upload, sources });
  }
  return { rulesVersion: checklistRulesVersion, items, proofOfFunds: proofOfFunds(facts) };
}
