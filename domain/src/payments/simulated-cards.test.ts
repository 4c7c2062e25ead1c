import { describe, expect, it } from 'vitest';
import {
  isCardExpired,
  SIMULATED_DECLINED_CARD,
  SIMULATED_EXPIRED_CARD,
  SIMULATED_INCORRECT_CVC_CARD,
  SIMULATED_SUCCESS_CARD,
  simulatedCardRefusal,
} from './simulated-cards.ts';

const today = new Date('2026-11-26T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('isCardExpired', () => {
  it('keeps a card good through the last day of its expiry month', () => {
    expect(isCardExpired('11/26', today)).toBe(false);
    expect(isCardExpired('11/26', new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isCardExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('finds an earlier month or year expired, and a later one not', () => {
    expect(isCardExpired('10/26', today)).toBe(true);
    expect(isCardExpired('01/24', today)).toBe(true);
    expect(isCardExpired('12/26', today)).toBe(false);
    expect(isCardExpired('01/27', today)).toBe(false);
    expect(isCardExpired('01 / 27', today)).toBe(false);
  });
});

describe('simulatedCardRefusal', () => {
  it('lets the success card with a future date and a 3-digit code pay', () => {
    expect(simulatedCardRefusal(card(SIMULATED_SUCCESS_CARD), today)).toBeNull();
  });

  it('refuses an expired card as Stripe does, even the success card', () => {
    expect(simulatedCardRefusal(card(SIMULATED_SUCCESS_CARD, '01/24'), today)).toBe('card.expired');
    expect(simulatedCardRefusal(card(SIMULATED_EXPIRED_CARD), today)).toBe('card.expired');
  });

  it('refuses a security code a Visa cannot have, and the incorrect-code test card', () => {
    expect(simulatedCardRefusal(card(SIMULATED_SUCCESS_CARD, '12/30', '1234'), today)).toBe(
      'card.cvc_invalid',
    );
    expect(simulatedCardRefusal(card(SIMULATED_INCORRECT_CVC_CARD), today)).toBe(
      'card.cvc_incorrect',
    );
  });

  it('declines the declined card and calls any other number incorrect, number first', () => {
    expect(simulatedCardRefusal(card(SIMULATED_DECLINED_CARD), today)).toBe('card.declined');
    expect(simulatedCardRefusal(card('4111111111111111', '01/24', '1'), today)).toBe(
      'card.number_incorrect',
    );
  });
});
