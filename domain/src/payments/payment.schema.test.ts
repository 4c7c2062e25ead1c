import { describe, expect, it } from 'vitest';
import { defaultPackagePricesCents, packageList } from './packages.ts';
import {
  CARD_NUMBER_MESSAGE,
  createPaymentIntentRequestSchema,
  PACKAGE_PRICES_ORDER_MESSAGE,
  simulatedCardPaymentRequestSchema,
  UNKNOWN_TIER_MESSAGE,
  updatePackagePricesRequestSchema,
} from './payment.schema.ts';

const applicationId = '0b8a4c0e-6d1f-4a53-9a57-3c1a2f0f5e11';

describe('the payment-intent request', () => {
  it('drops an amount the client adds: only the server computes what is due', () => {
    const parsed = createPaymentIntentRequestSchema.parse({
      applicationId,
      packageTier: 'premium',
      amount: 1,
    });
    expect(parsed).toEqual({ applicationId, packageTier: 'premium' });
  });

  it('refuses an unknown tier with a sentence naming the packages', () => {
    const result = createPaymentIntentRequestSchema.safeParse({
      applicationId,
      packageTier: 'gold',
    });
    expect(result.error?.issues[0]?.message).toBe(UNKNOWN_TIER_MESSAGE);
  });
});

describe('the simulated card form', () => {
  it('accepts a card number typed in groups', () => {
    const parsed = simulatedCardPaymentRequestSchema.parse({
      clientSecret: 'sim_pi_1_secret_2',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(parsed.cardNumber).toBe('4242424242424242');
  });

  it('refuses a short card number, a bad expiry and a bad security code', () => {
    const result = simulatedCardPaymentRequestSchema.safeParse({
      clientSecret: 'sim_pi_1_secret_2',
      cardNumber: '4242',
      expiry: '13/30',
      cvc: '12',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'cardNumber',
      'expiry',
      'cvc',
    ]);
    expect(result.error?.issues[0]?.message).toBe(CARD_NUMBER_MESSAGE);
  });
});

describe('package prices', () => {
  it('accept the defaults, which rise with the tier', () => {
    expect(updatePackagePricesRequestSchema.safeParse(defaultPackagePricesCents).success).toBe(
      true,
    );
  });

  it('accept a free package', () => {
    const prices = { ...defaultPackagePricesCents, basic: 0 };
    expect(updatePackagePricesRequestSchema.safeParse(prices).success).toBe(true);
  });

  it('refuse a package cheaper than the one before it, naming it', () => {
    const prices = { ...defaultPackagePricesCents, premium: 10_000 };
    const issues = updatePackagePricesRequestSchema.safeParse(prices).error?.issues ?? [];
    expect(issues).toEqual([
      expect.objectContaining({ path: ['premium'], message: PACKAGE_PRICES_ORDER_MESSAGE }),
    ]);
  });

  it('refuse negative, fractional and missing prices', () => {
    expect(
      updatePackagePricesRequestSchema.safeParse({ ...defaultPackagePricesCents, basic: -1 })
        .success,
    ).toBe(false);
    expect(
      updatePackagePricesRequestSchema.safeParse({ ...defaultPackagePricesCents, basic: 1.5 })
        .success,
    ).toBe(false);
    expect(updatePackagePricesRequestSchema.safeParse({ basic: 0 }).success).toBe(false);
  });
});

describe('the packages', () => {
  it('cover one, one, three and three programs, and premium is recommended', () => {
    expect(packageList.map((item) => [item.id, item.programs, item.recommended])).toEqual([
      ['basic', 1, false],
      ['standard', 1, false],
      ['premium', 3, true],
      ['ultimate', 3, false],
    ]);
  });

  it('explain multiple programs on the packages that cover three', () => {
    expect(packageList.filter((item) => item.note !== null).map((item) => item.id)).toEqual([
      'premium',
      'ultimate',
    ]);
  });
});
