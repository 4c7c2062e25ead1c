import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input.ts';

describe('card input formatting', () => {
  it('groups the card number by four and keeps at most 16 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002 99')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('keeps up to four digits of the CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
