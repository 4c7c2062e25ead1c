// What each status means to the student (part 2 §4: "each status has a next-steps message in the
// student view"): who the path is waiting on, what happens next and how long that usually takes.
// The spec gives no next-steps texts, so these are ours; the only duration it states is the
// review time of part 1 §1 and §9; the others are typical figures, left out where none is honest.
import { ownValue } from '../input/own-key.ts';
import type { ApplicationStatus, StatusTone } from './application-status.ts';
import { applicationStatusLabels, applicationStatuses, statusTone } from './application-status.ts';

/** Whose move it is; 'nobody' once the path has ended (the terminal statuses). */
export const waitingOnValues = ['student', 'consultant', 'institution', 'ircc', 'nobody'] as const;
export type WaitingOn = (typeof waitingOnValues)[number];

export const waitingOnLabels: Record<Exclude<WaitingOn, 'nobody'>, string> = {
  student: 'You',
  consultant: 'Your consultant',
  institution: 'The institution',
  ircc: 'IRCC',
};

/** The text naming whose move it is, or null when nobody's (an ended path shows none). */
export function waitingOnLabel(waitingOn: WaitingOn): string | null {
  return waitingOn === 'nobody' ? null : waitingOnLabels[waitingOn];
}

export const REVIEW_DURATION_TEXT = '24-48 hours, up to 72 for complex cases';

export interface ApplicationStatusGuide {
  status: ApplicationStatus;
  label: string;
  tone: StatusTone;
  nextSteps: string;
  waitingOn: WaitingOn;
  /** How long this stage usually lasts; null where no honest typical figure exists. */
  typicalDuration: string | null;
}

type GuideText = Pick<ApplicationStatusGuide, 'nextSteps' | 'waitingOn' | 'typicalDuration'>;

const guideTexts: Record<ApplicationStatus, GuideText> = {
  new: {
    waitingOn: 'consultant',
    typicalDuration: REVIEW_DURATION_TEXT,
    nextSteps:
      'Your study path has been submitted. An educational consultant will review it and get back to you.',
  },
  in_review: {
    waitingOn: 'consultant',
    typicalDuration: REVIEW_DURATION_TEXT,
    nextSteps:
      'Your consultant is reviewing your profile and study path. You will hear from us when the review is done.',
  },
  docs_needed: {
    waitingOn: 'student',
    typicalDuration: null,
    nextSteps:
      'Your consultant needs more documents from you. Upload them on the Documents page and answer any information requests.',
  },
  find_program: {
    waitingOn: 'consultant',
    typicalDuration: null,
    nextSteps:
      'Your consultant is finding programs that fit your goals. The programs they suggest will appear on this page.',
  },
  send_to_dli: {
    waitingOn: 'consultant',
    typicalDuration: null,
    nextSteps:
      'Your consultant is preparing your application to the institution (DLI). Watch your messages in case anything else is needed.',
  },
  waiting_dli_decision: {
    waitingOn: 'institution',
    typicalDuration: 'Usually 2-8 weeks, depending on the institution',
    nextSteps:
      'Your application is with the institution. We will let you know as soon as it makes its decision.',
  },
  loa_received: {
    waitingOn: 'institution',
    typicalDuration: null,
    nextSteps:
      'Congratulations on your Letter of Acceptance (LOA)! Next comes the Provincial Attestation Letter (PAL); your consultant will tell you if anything is needed from you.',
  },
  pal_received: {
    waitingOn: 'consultant',
    typicalDuration: null,
    nextSteps:
      'Your Provincial Attestation Letter (PAL) has arrived. Your consultant will now prepare your study permit application with you.',
  },
  apply_visa: {
    waitingOn: 'student',
    typicalDuration: null,
    nextSteps:
      'It is time to apply for your study permit. Gather and upload the documents your consultant asks for, and complete the application with them.',
  },
  visa_processing: {
    waitingOn: 'ircc',
    typicalDuration: 'Usually several weeks to a few months, depending on your country',
    nextSteps:
      'Your study permit application is with Immigration, Refugees and Citizenship Canada (IRCC). Answer quickly if IRCC asks for biometrics or more documents.',
  },
  decision_made: {
    waitingOn: 'consultant',
    typicalDuration: null,
    nextSteps:
      'IRCC has decided on your study permit application. Your consultant will go over the decision with you and explain what comes next.',
  },
  pre_departure: {
    waitingOn: 'student',
    typicalDuration: null,
    nextSteps:
      'Get ready to travel to Canada: arrange your housing, flights and health insurance. Your consultant can help with any questions before you leave.',
  },
  completed: {
    waitingOn: 'nobody',
    typicalDuration: null,
    nextSteps:
      'Your study path is complete. Congratulations, and good luck with your studies in Canada!',
  },
  closed: {
    waitingOn: 'nobody',
    typicalDuration: null,
    nextSteps:
      'This study path has been closed. Message your consultant if you have questions, or start a new study path when you are ready.',
  },
  on_hold: {
    waitingOn: 'consultant',
    typicalDuration: null,
    nextSteps:
      'Your study path is on hold. Your consultant will contact you before it moves forward; message them if you have questions.',
  },
  withdrawn: {
    waitingOn: 'nobody',
    typicalDuration: null,
    nextSteps:
      'This study path has been withdrawn. You can start a new study path whenever you are ready.',
  },
  refused: {
    waitingOn: 'nobody',
    typicalDuration: null,
    nextSteps:
      'Unfortunately, this study path was refused. Message your consultant to talk about your options, or start a new study path when you are ready.',
  },
};

/** Shown instead while a path in find_program waits for its package to be paid. */
export const CHOOSE_PACKAGE_NEXT_STEPS =
  'Choose your service package so your consultant can start finding programs for you.';

/** The guide of each of the 17 statuses, in the order of `applicationStatuses`. */
export const applicationStatusGuides = Object.fromEntries(
  applicationStatuses.map((status) => [
    status,
    {
      status,
      label: applicationStatusLabels[status],
      tone: statusTone(status),
      ...guideTexts[status],
    },
  ]),
) as Readonly<Record<ApplicationStatus, ApplicationStatusGuide>>;

/** The guide of a status from the server; undefined for a legacy or unknown value. */
export function getStatusGuide(status: string): ApplicationStatusGuide | undefined {
  return ownValue(applicationStatusGuides, status);
}

/**
 * The guide for one study path. A find_program path whose package is unpaid waits on the student
 * (the details page sends them to the payment screen, part 2 §4), not on the consultant.
 */
export function describeApplicationStatus(application: {
  status: string;
  paymentStatus?: string | null;
}): ApplicationStatusGuide | undefined {
  const guide = getStatusGuide(application.status);
  if (guide?.status === 'find_program' && application.paymentStatus !== 'paid') {
    return { ...guide, waitingOn: 'student', nextSteps: CHOOSE_PACKAGE_NEXT_STEPS };
  }
  return guide;
}
