import { refusalCodes } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { refusalMessageOf, refusalMessages } from './refusal-messages.ts';

describe('refusal messages', () => {
  it('has English for every refusal code of the catalogue', () => {
    for (const code of refusalCodes) {
      expect(Object.hasOwn(refusalMessages, code), code).toBe(true);
      const message = refusalMessageOf(code, {
        method: 'GET',
        path: '/x',
        minutes: 15,
        maxMegabytes: 20,
        package: 'Premium',
        owned: 'Premium',
        wanted: 'Basic',
        days: 7,
        paidOn: '2026-11-25',
        limit: 3,
      });
      expect(message.trim(), code).not.toBe('');
      expect(message, code).not.toContain('undefined');
    }
  });

  it('puts the params in the sentences that name values', () => {
    expect(refusalMessageOf('refund.window_passed', { days: 7, paidOn: '2026-11-25' })).toBe(
      'Payments can be refunded within 7 days; this one was made on Nov 25, 2026.',
    );
    expect(refusalMessageOf('file.too_large', { maxMegabytes: 10 })).toBe(
      'The file is larger than 10MB',
    );
    expect(refusalMessageOf('auth.sign_in_rate_limited', { minutes: 15 })).toBe(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
  });
});
