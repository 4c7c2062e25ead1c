import { randomBytes } from 'node:crypto';

/** An address from 198.18.0.0/15, the range set aside for tests (RFC 2544). */
export function randomClientAddress(): string {
  const [high = 0, low = 0] = randomBytes(2);
  return `198.${18 + (high % 2)}.${low}.${1 + (high % 254)}`;
}
