import { describe, expect, it } from 'vitest';
import { packageTiers } from '../applications/application-payment.ts';
import {
  amountDueCents,
  canBuyTier,
  isWithinRefundWindow,
  packageButtonState,
  refundDeadline,
} from './payment-rules.ts';

describe('which package a path may buy', () => {
  it('allows any package when nothing is paid yet', () => {
    for (const tier of packageTiers) expect(canBuyTier(null, tier)).toBe(true);
  });

  it('allows only the upgrades the spec lists', () => {
    expect(packageTiers.filter((tier) => canBuyTier('basic', tier))).toEqual([
      'standard',
      'premium',
      'ultimate',
    ]);
    expect(packageTiers.filter((tier) => canBuyTier('standard', tier))).toEqual([
      'premium',
      'ultimate',
    ]);
    expect(packageTiers.filter((tier) => canBuyTier('premium', tier))).toEqual(['ultimate']);
    expect(packageTiers.filter((tier) => canBuyTier('ultimate', tier))).toEqual([]);
  });

  it('never counts the same tier as an upgrade', () => {
    for (const tier of packageTiers) expect(canBuyTier(tier, tier)).toBe(false);
  });
});

describe('what is due', () => {
  it('is the full price when nothing was paid', () => {
    expect(amountDueCents(89_900, 0)).toBe(89_900);
  });

  it('is the difference for an upgrade', () => {
    expect(amountDueCents(149_900, 89_900)).toBe(60_000);
  });

  it('is zero, never negative, when the path already paid as much or more', () => {
    expect(amountDueCents(0, 0)).toBe(0);
    expect(amountDueCents(50_000, 89_900)).toBe(0);
  });
});

describe('the payment screen buttons', () => {
  const unpaid = { paymentStatus: 'unpaid', packageTier: null } as const;
  const standard = { paymentStatus: 'paid', packageTier: 'standard' } as const;

  it('offers every package to select when nothing is paid', () => {
    for (const tier of packageTiers) expect(packageButtonState(unpaid, tier)).toBe('select');
  });

  it('marks the owned tier current, higher ones upgrades and lower ones unavailable', () => {
    expect(packageButtonState(standard, 'basic')).toBe('unavailable');
    expect(packageButtonState(standard, 'standard')).toBe('current');
    expect(packageButtonState(standard, 'premium')).toBe('upgrade');
    expect(packageButtonState(standard, 'ultimate')).toBe('upgrade');
  });

  it('ignores a tier left on a path that is not paid (refunded)', () => {
    expect(packageButtonState({ paymentStatus: 'unpaid', packageTier: 'premium' }, 'basic')).toBe(
      'select',
    );
  });
});

describe('the refund window', () => {
  const paidAt = new Date('2026-11-01T10:00:00.000Z');

  it('ends exactly 7 days after the payment', () => {
    expect(refundDeadline(paidAt).toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });

  it('is open until the deadline and closed a moment after', () => {
    expect(isWithinRefundWindow(paidAt, new Date('2026-11-08T10:00:00.000Z'))).toBe(true);
    expect(isWithinRefundWindow(paidAt, new Date('2026-11-08T10:00:00.001Z'))).toBe(false);
  });
});
