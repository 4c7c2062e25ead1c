// The study permit document checklist as data with code: each rule says what to upload, why, on
// which official pages it rests, from when it holds, and whether it applies to a student.
//
// Left out on purpose: police certificates (only when an officer asks for them), and language
// tests (the school's admission requirement, not IRCC's: they belong to the school's file).
import { completedYearsOfAge } from './calendar-age.ts';
import type { ChecklistFacts } from './checklist-facts.ts';
import { outcomeFromAnswer, type ChecklistRule, type RuleOutcome } from './checklist-rule.ts';
import { checklistSources as source } from './checklist-sources.ts';
import {
  custodianOutcome,
  parentalConsentOutcome,
  quebecMinorGuardianshipOutcome,
  quebecMinorIdentityOutcome,
} from './minor-outcomes.ts';
import { palOutcome } from './pal-outcome.ts';

/**
 * Which rules produced a checklist: the day of the last edit to the rules, their sources or the
 * amounts they use (living costs, fees), then '.N' for the Nth edit that day. Bump it with every
 * such edit; the server stores it with each checklist it derives, and a test fails until the
 * version and the rules' fingerprint are updated together.
 */
export const checklistRulesVersion = '2026-11-26.1';

const always = (): RuleOutcome => 'needed';

/** Biometrics: ages 14 to 79 on the day. */
function biometricsOutcome(facts: ChecklistFacts): RuleOutcome {
  const age = completedYearsOfAge(facts.dateOfBirth, facts.today);
  // Without a date of birth: needed. Nearly every student is between 14 and 79, and the fee is
  // paid with the application, so it is better on the list than missing from it.
  if (age === null) return 'needed';
  return age >= 14 && age <= 79 ? 'needed' : 'not-needed';
}

/** The CAQ: studies in Quebec of more than six months. */
function caqOutcome(facts: ChecklistFacts): RuleOutcome {
  if (facts.province !== 'quebec') return 'not-needed';
  const months = facts.answers.studyLengthMonths;
  if (months !== undefined) return months > 6 ? 'needed' : 'not-needed';
  // Every level the quiz offers lasts a year or more (quiz-options.ts).
  return facts.educationLevel === null ? { ask: 'studyLengthMonths' } : 'needed';
}

export const checklistRules: readonly ChecklistRule[] = [
  {
    id: 'passport',
    category: 'passport',
    reason: 'Canada needs to know who you are and that you can travel. Your passport proves both.',
    upload:
      'A clear scan of the passport page with your photo and details. Your study permit cannot last longer than your passport, so it should stay valid for your whole stay if possible.',
    sources: [source.getDocuments],
    appliesFrom: null,
    appliesUntil: null,
    applies: always,
  },
  {
    id: 'letter-of-acceptance',
    category: 'letter_of_acceptance',
    reason:
      'Canada only gives study permits to students a school has already accepted. The school must be a designated learning institution (DLI): one the province approved to host international students.',
    upload:
      'The letter of acceptance from your school, every page. It shows your name, your program, its start date and your first-year tuition.',
    sources: [source.getDocuments],
    appliesFrom: null,
    appliesUntil: null,
    applies: always,
  },
  {
    id: 'pal',
    category: 'letter_of_acceptance',
    reason:
      'Canada limits how many new study permits each province gives. Most college and university students need a letter from the province saying it has a place for them; your school asks the province for it.',
    upload:
      'The provincial or territorial attestation letter (PAL or TAL) your school sends you, as a PDF.',
    sources: [source.pal],
    appliesFrom: '2024-01-22',
    appliesUntil: null,
    applies: palOutcome,
  },
  {
    id: 'caq',
    category: 'visa',
    reason:
      'Quebec chooses its own international students. To study there for more than 6 months you first need the Quebec Acceptance Certificate (CAQ); in Quebec it also takes the place of the attestation letter.',
    upload:
      "The letter confirming that Quebec issued your CAQ for studies. You apply for it on Quebec's website once your school has accepted you.",
    sources: [source.quebecAuthorizations, source.pal],
    appliesFrom: null,
    appliesUntil: null,
    applies: caqOutcome,
  },
  {
    id: 'proof-of-funds',
    category: 'financial',
    reason:
      'Canada wants to be sure you can pay for your first year, your tuition, your living costs and the trip, for you and anyone coming with you, without needing to work.',
    upload:
      'Papers showing the money is there and whose it is: for example bank statements for the last 4 months, a Guaranteed Investment Certificate (GIC) from a Canadian bank, a loan or scholarship letter, or receipts for tuition already paid. Together they must cover the amount shown.',
    sources: [source.financialSupport, source.quebecCosts],
    appliesFrom: null,
    appliesUntil: null,
    applies: always,
  },
  {
    id: 'photo',
    category: 'visa',
    reason: 'Canada keeps your photo on your file and compares it with you when you arrive.',
    upload: "A recent digital photo of your face that follows IRCC's photo specifications.",
    sources: [source.apply],
    appliesFrom: null,
    appliesUntil: null,
    applies: always,
  },
  {
    id: 'study-permit-fee',
    category: 'visa',
    reason: 'Every study permit application costs CAD 150, paid online when you apply.',
    upload: 'The receipt you get after paying the CAD 150 study permit fee.',
    sources: [source.apply],
    appliesFrom: null,
    appliesUntil: null,
    applies: always,
  },
  {
    id: 'biometrics',
    category: 'visa',
    reason:
      'People aged 14 to 79 give their fingerprints and a photo at an official centre, so Canada can be sure who you are. It costs CAD 85.',
    upload:
      'The receipt for the CAD 85 biometrics fee, then the biometric instruction letter Canada sends you after you apply.',
    sources: [source.biometrics],
    appliesFrom: null,
    appliesUntil: null,
    applies: biometricsOutcome,
  },
  {
    id: 'medical-exam',
    category: 'visa',
    reason:
      'Some students need a medical exam: those who lived 6 months in a row in certain countries in the past year, or who will work in health care, child care or teaching. We cannot know this, so we ask.',
    upload:
      'The sheet the panel physician (a doctor IRCC approved) gives you after your exam, showing you had it.',
    sources: [source.medicalExam],
    appliesFrom: null,
    appliesUntil: null,
    applies: (facts) => outcomeFromAnswer(facts.answers.needsMedicalExam, 'needsMedicalExam'),
  },
  {
    id: 'parental-consent-letter',
    category: 'other',
    reason:
      'You are under the age of majority where you will study (18 or 19, depending on the province), so Canada wants to see that your parents or legal guardians agree.',
    upload:
      'A letter signed by your parents or legal guardians saying they agree to you studying in Canada. If one parent travels with you, the other one signs it.',
    sources: [source.minorChildren],
    appliesFrom: null,
    appliesUntil: null,
    applies: parentalConsentOutcome,
  },
  {
    id: 'custodian-declaration',
    category: 'visa',
    reason:
      'Students under 17 who come without a parent must have an adult in Canada, called a custodian, who looks after them in place of their parents.',
    upload:
      'The Custodianship Declaration (form IMM 5646), both pages: one signed by your custodian and notarized in Canada, the other signed by your parents or legal guardians and notarized in your home country.',
    sources: [source.minorChildren],
    appliesFrom: null,
    appliesUntil: null,
    applies: custodianOutcome,
  },
  {
    id: 'quebec-minor-identity',
    category: 'other',
    reason:
      'Quebec asks for extra papers for students aged 16 or under, to know who their parents are.',
    upload:
      "A copy of your birth certificate showing your parents' names, and a copy of an identity document for each parent (passport or national ID card) showing their signature.",
    sources: [source.quebecMinorChildren],
    appliesFrom: null,
    appliesUntil: null,
    applies: quebecMinorIdentityOutcome,
  },
  {
    id: 'quebec-minor-guardianship',
    category: 'other',
    reason:
      'In Quebec, a student aged 16 or under who comes without a parent needs an adult in Quebec named to look after them, and their parents must give that person the authority to do it.',
    upload:
      "Quebec's declarations for a minor child: the one your parents sign giving parental authority to the adult in Quebec, and the one that adult signs. Take the current forms from Quebec's page for minor children.",
    sources: [source.quebecMinorChildren],
    appliesFrom: null,
    appliesUntil: null,
    applies: quebecMinorGuardianshipOutcome,
  },
];
