// What the simulated payment provider answers for a card (decision 024): Stripe's test cards and
// Stripe's own words, so that a student trying the portal without an account meets the refusals
// they would meet with Stripe. Checked in Stripe's order: the number, then the expiry date, then
// the security code, then the bank's answer.
import type { RefusalCode } from '../http/refusal-codes.ts';

export const SIMULATED_SUCCESS_CARD = '4242424242424242';
export const SIMULATED_DECLINED_CARD = '4000000000000002';
/** Stripe's test card answering expired_card whatever its date. */
export const SIMULATED_EXPIRED_CARD = '4000000000000069';
/** Stripe's test card answering incorrect_cvc whatever its code. */
export const SIMULATED_INCORRECT_CVC_CARD = '4000000000000127';

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const INCORRECT_CARD_NUMBER_MESSAGE = 'Your card number is incorrect.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';
export const INCORRECT_CVC_MESSAGE = "Your card's security code is incorrect.";
export const INVALID_CVC_MESSAGE = "Your card's security code is invalid.";

const knownCards = new Set([
  SIMULATED_SUCCESS_CARD,
  SIMULATED_DECLINED_CARD,
  SIMULATED_EXPIRED_CARD,
  SIMULATED_INCORRECT_CVC_CARD,
]);

export interface SimulatedCard {
  /** Digits only. */
  cardNumber: string;
  /** 'MM/YY' (spaces around the slash allowed, as the request schema allows). */
  expiry: string;
  cvc: string;
}

/**
 * A card is good through the last day of its expiry month (UTC): 01/24 expired on Feb 1, 2024.
 * An unreadable date counts as expired; the request schema refuses those before this is asked.
 */
export function isCardExpired(expiry: string, today: Date): boolean {
  const match = /^(\d{2})\s?\/\s?(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

/** The refusal codes of Stripe's answers above, in that order (http/refusal-codes.ts). */
export type SimulatedCardRefusal = Extract<RefusalCode, `card.${string}`>;

/** Null when the card pays; otherwise the refusal code of the message Stripe would give. */
export function simulatedCardRefusal(
  card: SimulatedCard,
  today: Date,
): SimulatedCardRefusal | null {
  if (!knownCards.has(card.cardNumber)) return 'card.number_incorrect';
  if (card.cardNumber === SIMULATED_EXPIRED_CARD || isCardExpired(card.expiry, today)) {
    return 'card.expired';
  }
  // Every test card is a Visa, whose security code has three digits.
  if (!/^\d{3}$/.test(card.cvc)) return 'card.cvc_invalid';
  if (card.cardNumber === SIMULATED_INCORRECT_CVC_CARD) return 'card.cvc_incorrect';
  if (card.cardNumber === SIMULATED_DECLINED_CARD) return 'card.declined';
  return null;
}
