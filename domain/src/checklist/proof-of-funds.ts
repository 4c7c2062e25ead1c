// How much money the student must show for the study permit: the first year's tuition, a year of
// living costs for everyone coming, and the trip (IRCC, "Proof of financial support"). Integer
// CAD cents throughout.
import type { BudgetRange } from '../applications/quiz-options.ts';
import type { ChecklistFacts } from './checklist-facts.ts';
import { livingCosts, type LivingCostBasis } from './living-costs.ts';

/**
 * The firm's estimate of a round trip to Canada, per person travelling: IRCC asks for travel
 * costs but names no amount. CAD 2,000 covers a return economy fare from most countries.
 */
export const TRAVEL_ESTIMATE_CENTS_PER_PERSON = 200_000;

/** The top of each quiz budget range (tuition per year); 'over-50k' has no top: at least 50,000. */
const budgetUpperBoundCents: Readonly<Record<Exclude<BudgetRange, 'other'>, number>> = {
  'under-15k': 1_500_000,
  '15k-25k': 2_500_000,
  '25k-35k': 3_500_000,
  '35k-50k': 5_000_000,
  'over-50k': 5_000_000,
};

export interface ProofOfFunds {
  tuitionCents: number;
  /** 'unknown' (0): no priced program and no budget with an amount. */
  tuitionBasis: 'program' | 'budget' | 'unknown';
  /** True when tuition may be higher: an 'over-50k' budget, or unknown. */
  tuitionIsAtLeast: boolean;
  livingCents: number;
  livingBasis: LivingCostBasis;
  /** True when the table in force has no amount for this family size. */
  livingIsAtLeast: boolean;
  familySize: number;
  /** 'assumed-alone' until the student says how many family members come along. */
  familySizeBasis: 'answered' | 'assumed-alone';
  travelCents: number;
  totalCents: number;
  /** Show the total as "at least": one of its parts is a lower bound. */
  totalIsAtLeast: boolean;
  /** YYYY-MM-DD: the start of the living cost table used. */
  rulesFrom: string;
}

function tuition(facts: ChecklistFacts) {
  if (facts.programTuitionCents !== null) {
    return { cents: facts.programTuitionCents, basis: 'program', isAtLeast: false } as const;
  }
  if (facts.budgetRange !== null && facts.budgetRange !== 'other') {
    return {
      cents: budgetUpperBoundCents[facts.budgetRange],
      basis: 'budget',
      isAtLeast: facts.budgetRange === 'over-50k',
    } as const;
  }
  return { cents: 0, basis: 'unknown', isAtLeast: true } as const;
}

export function proofOfFunds(facts: ChecklistFacts): ProofOfFunds {
  const familyMembersComing = facts.answers.familyMembersComing;
  const familySize = 1 + (familyMembersComing ?? 0);
  const tuitionPart = tuition(facts);
  const living = livingCosts(familySize, facts.province === 'quebec', facts.today);
  const travelCents = TRAVEL_ESTIMATE_CENTS_PER_PERSON * familySize;
  return {
    tuitionCents: tuitionPart.cents,
    tuitionBasis: tuitionPart.basis,
    tuitionIsAtLeast: tuitionPart.isAtLeast,
    livingCents: living.cents,
    livingBasis: living.basis,
    livingIsAtLeast: living.isAtLeast,
    familySize,
    familySizeBasis: familyMembersComing === undefined ? 'assumed-alone' : 'answered',
    travelCents,
    totalCents: tuitionPart.cents + living.cents + travelCents,
    totalIsAtLeast: tuitionPart.isAtLeast || living.isAtLeast,
    rulesFrom: living.rulesFrom,
  };
}
