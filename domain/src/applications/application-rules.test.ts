import { describe, expect, it } from 'vitest';
import {
  canCloseApplication,
  createApplicationBlockerTexts,
  findActiveApplication,
  findCreateApplicationBlocker,
  isAwaitingPackage,
  shouldRedirectToPayment,
  showsClosureNotice,
} from './application-rules.ts';

describe('starting a study path', () => {
  it('needs a 100% complete profile', () => {
    expect(findCreateApplicationBlocker({ completionPercentage: 99, applications: [] })).toBe(
      'profile_incomplete',
    );
  });

  it('is refused while another path is active', () => {
    expect(
      findCreateApplicationBlocker({
        completionPercentage: 100,
        applications: [{ status: 'completed' }, { status: 'on_hold' }],
      }),
    ).toBe('active_path_exists');
  });

  it('is allowed when every earlier path has ended', () => {
    expect(
      findCreateApplicationBlocker({
        completionPercentage: 100,
        applications: [{ status: 'closed' }, { status: 'withdrawn' }, { status: 'refused' }],
      }),
    ).toBeNull();
  });

  it("finds the student's active path", () => {
    const paths = [
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'docs_needed' },
    ];
    expect(findActiveApplication(paths)?.id).toBe('b');
    expect(findActiveApplication([{ id: 'a', status: 'refused' }])).toBeUndefined();
  });
});

describe('closing and its notice', () => {
  it('can close any path that has not ended', () => {
    expect(canCloseApplication('on_hold')).toBe(true);
    for (const status of ['completed', 'closed', 'withdrawn', 'refused']) {
      expect(canCloseApplication(status)).toBe(false);
    }
  });

  it('shows the closure box for a closed or refused path with a reason', () => {
    expect(showsClosureNotice({ status: 'closed', closedReason: 'Duplicate path' })).toBe(true);
    expect(showsClosureNotice({ status: 'refused', closedReason: 'Visa refused' })).toBe(true);
    expect(showsClosureNotice({ status: 'closed', closedReason: '  ' })).toBe(false);
    expect(showsClosureNotice({ status: 'withdrawn', closedReason: 'Changed plans' })).toBe(false);
  });
});

describe('shouldRedirectToPayment', () => {
  const unpaidFindProgram = { status: 'find_program', paymentStatus: 'unpaid' };
  const firstLook = { hasPaymentSucceeded: false, hasSeenPaymentScreen: false };

  it('sends an unpaid find_program path to the payment screen', () => {
    expect(isAwaitingPackage(unpaidFindProgram)).toBe(true);
    expect(shouldRedirectToPayment(unpaidFindProgram, firstLook)).toBe(true);
  });

  it('does so once per visit: not after the payment screen was shown', () => {
    expect(
      shouldRedirectToPayment(unpaidFindProgram, { ...firstLook, hasSeenPaymentScreen: true }),
    ).toBe(false);
  });

  it('does not after a successful payment, once paid, or in another status', () => {
    expect(
      shouldRedirectToPayment(unpaidFindProgram, { ...firstLook, hasPaymentSucceeded: true }),
    ).toBe(false);
    expect(
      shouldRedirectToPayment({ status: 'find_program', paymentStatus: 'paid' }, firstLook),
    ).toBe(false);
    expect(
      shouldRedirectToPayment({ status: 'in_review', paymentStatus: 'unpaid' }, firstLook),
    ).toBe(false);
    expect(isAwaitingPackage({ status: 'in_review', paymentStatus: 'unpaid' })).toBe(false);
  });
});

describe('createApplicationBlockerTexts', () => {
  it('holds the spec’s toast for each reason a study path cannot be started', () => {
    expect(createApplicationBlockerTexts.profile_incomplete).toEqual({
      title: 'Complete Your Profile',
      message: 'Please complete your profile before starting a study path.',
    });
    expect(createApplicationBlockerTexts.active_path_exists.title).toBe('Active Study Path Exists');
  });
});
