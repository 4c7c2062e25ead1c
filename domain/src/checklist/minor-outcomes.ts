// What a minor needs. A minor is under the age of majority where they study (18 or 19); under 17
// and coming without a parent, Canada asks for a custodian (IMM 5646). Between 17 and the age of
// majority an officer may still ask for a custodian case by case: no item, as with police
// certificates. Quebec asks its own documents for children aged 16 or under.
//
// Without a date of birth no minor item appears: the profile asks for it before a study path
// starts, so the list is only incomplete until then.
import { ageOfMajorityIn } from './age-of-majority.ts';
import { completedYearsOfAge } from './calendar-age.ts';
import type { ChecklistFacts } from './checklist-facts.ts';
import { outcomeFromAnswer, type RuleOutcome } from './checklist-rule.ts';

export const CUSTODIAN_REQUIRED_UNDER = 17;

function age(facts: ChecklistFacts) {
  return completedYearsOfAge(facts.dateOfBirth, facts.today);
}

function isUnder17(facts: ChecklistFacts) {
  const years = age(facts);
  return years !== null && years < CUSTODIAN_REQUIRED_UNDER;
}

export function parentalConsentOutcome(facts: ChecklistFacts): RuleOutcome {
  const years = age(facts);
  return years !== null && years < ageOfMajorityIn(facts.province) ? 'needed' : 'not-needed';
}

export function custodianOutcome(facts: ChecklistFacts): RuleOutcome {
  if (!isUnder17(facts)) return 'not-needed';
  // A custodian stands in for an absent parent.
  return outcomeFromAnswer(
    facts.answers.comingWithParent === undefined ? undefined : !facts.answers.comingWithParent,
    'comingWithParent',
  );
}

export function quebecMinorIdentityOutcome(facts: ChecklistFacts): RuleOutcome {
  return facts.province === 'quebec' && isUnder17(facts) ? 'needed' : 'not-needed';
}

export function quebecMinorGuardianshipOutcome(facts: ChecklistFacts): RuleOutcome {
  return facts.province === 'quebec' ? custodianOutcome(facts) : 'not-needed';
}
