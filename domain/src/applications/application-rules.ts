// Rules of study paths that both the server and the screens apply (part 2 §2, §4, §9).
import { isActiveStatus, isTerminalStatus } from './application-status.ts';

/** Creating a study path needs a complete profile (part 2 §9). */
export const REQUIRED_PROFILE_COMPLETION = 100;

export type CreateApplicationBlocker = 'profile_incomplete' | 'active_path_exists';

/** The toast for each blocker (part 2 §8); the server's 409 carries the message. */
export const createApplicationBlockerTexts: Readonly<
  Record<CreateApplicationBlocker, { title: string; message: string }>
> = {
  profile_incomplete: {
    title: 'Complete Your Profile',
    message: 'Please complete your profile before starting a study path.',
  },
  active_path_exists: {
    title: 'Active Study Path Exists',
    message:
      'You already have an active study path. Please close or complete your current path before creating a new one.',
  },
};

/**
 * Why the student may not start a study path now, or null when they may: the profile must be
 * 100% complete, and no other path may be active (one active path at a time).
 */
export function findCreateApplicationBlocker(student: {
  completionPercentage: number;
  applications: readonly { status: string }[];
}): CreateApplicationBlocker | null {
  if (student.completionPercentage < REQUIRED_PROFILE_COMPLETION) return 'profile_incomplete';
  if (student.applications.some((application) => isActiveStatus(application.status))) {
    return 'active_path_exists';
  }
  return null;
}

/** The student's active path ('my application'), if any: at most one exists. */
export function findActiveApplication<Path extends { status: string }>(
  applications: readonly Path[],
): Path | undefined {
  return applications.find((application) => isActiveStatus(application.status));
}

/** Close Application is disabled once the path has ended (completed, closed, withdrawn, refused). */
export function canCloseApplication(status: string): boolean {
  return !isTerminalStatus(status);
}

/** A closed or refused path with a reason shows the closure box (reason and closedAt). */
export function showsClosureNotice(application: {
  status: string;
  closedReason: string | null;
}): boolean {
  return (
    (application.status === 'closed' || application.status === 'refused') &&
    application.closedReason !== null &&
    application.closedReason.trim() !== ''
  );
}

/** A find_program path whose package is unpaid waits for the student to choose a package. */
export function isAwaitingPackage(application: { status: string; paymentStatus: string }): boolean {
  return application.status === 'find_program' && application.paymentStatus !== 'paid';
}

/** What the details page knows of this visit (decision 024, "The paywall, once per visit"). */
export interface PaymentRedirectVisit {
  /** Just back from paying (payment=success in the address). */
  hasPaymentSucceeded: boolean;
  /** The payment screen already told the student, in this visit, why the package is needed. */
  hasSeenPaymentScreen: boolean;
}

/**
 * The details page sends the student to the payment screen while the path awaits its package
 * (part 2 §2, §4), unless they just came back from paying, and only once per visit: after that
 * the student may come back to read the consultant's notes and answer requests (issue 24).
 */
export function shouldRedirectToPayment(
  application: { status: string; paymentStatus: string },
  visit: PaymentRedirectVisit,
): boolean {
  return (
    isAwaitingPackage(application) && !visit.hasPaymentSucceeded && !visit.hasSeenPaymentScreen
  );
}
