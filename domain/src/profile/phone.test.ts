import { describe, expect, it } from 'vitest';
import { formatPhoneNumberForDisplay, toE164PhoneNumber } from './phone.ts';

describe('toE164PhoneNumber', () => {
  it('normalises an international number with spaces to E.164', () => {
    expect(toE164PhoneNumber('+55 11 91234 5678')).toBe('+5511912345678');
  });

  it('accepts brackets, dashes and dots between the digits', () => {
    expect(toE164PhoneNumber('+1 (416) 555-0142')).toBe('+14165550142');
    expect(toE164PhoneNumber('+44.20.7946.0958')).toBe('+442079460958');
  });

  it('accepts the international prefix 00 instead of +', () => {
    expect(toE164PhoneNumber('0033 6 12 34 56 78')).toBe('+33612345678');
  });

  it('ignores surrounding spaces', () => {
    expect(toE164PhoneNumber('  +91 98765 43210 ')).toBe('+919876543210');
  });

  it('accepts a Kosovo number (+383)', () => {
    expect(toE164PhoneNumber('+383 44 123 456')).toBe('+38344123456');
  });

  it('refuses a national number without a country code', () => {
    expect(toE164PhoneNumber('416 555 0142')).toBeNull();
    expect(toE164PhoneNumber('(11) 91234-5678')).toBeNull();
  });

  it('refuses a number that is too short or too long', () => {
    expect(toE164PhoneNumber('+1 416 555 01')).toBeNull();
    expect(toE164PhoneNumber('+1 416 555 0142 99')).toBeNull();
  });

  it('refuses a number of the right length outside any allocated range', () => {
    // North American area codes never start with 1; +86 10 is Beijing with 8-digit locals.
    expect(toE164PhoneNumber('+1 111 111 1111')).toBeNull();
    expect(toE164PhoneNumber('+86 100 0000 0000')).toBeNull();
  });

  it('refuses an unknown country calling code', () => {
    expect(toE164PhoneNumber('+999 123 456 789')).toBeNull();
  });

  it('refuses text around the number, letters and extensions', () => {
    expect(toE164PhoneNumber('Call +1 416 555 0142')).toBeNull();
    expect(toE164PhoneNumber('+1 800 FLOWERS')).toBeNull();
    expect(toE164PhoneNumber('+1 416 555 0142 ext. 12')).toBeNull();
    expect(toE164PhoneNumber('')).toBeNull();
    expect(toE164PhoneNumber('+')).toBeNull();
  });
});

describe('formatPhoneNumberForDisplay', () => {
  it('spaces a stored E.164 number the international way', () => {
    expect(formatPhoneNumberForDisplay('+14165550142')).toBe('+1 416 555 0142');
  });

  it('returns text that is not a number unchanged', () => {
    expect(formatPhoneNumberForDisplay('unknown')).toBe('unknown');
  });
});

describe('toE164PhoneNumber with a default region', () => {
  it('reads a national number as one of that region', () => {
    expect(toE164PhoneNumber('514-555-0199', 'CA')).toBe('+15145550199');
    expect(toE164PhoneNumber('(514) 555-0199', 'CA')).toBe('+15145550199');
    expect(toE164PhoneNumber('06 12 34 56 78', 'FR')).toBe('+33612345678');
  });

  it('keeps an international number as it is', () => {
    expect(toE164PhoneNumber('+44 20 7946 0958', 'CA')).toBe('+442079460958');
    expect(toE164PhoneNumber('0033 6 12 34 56 78', 'CA')).toBe('+33612345678');
  });

  it('refuses a number the region does not have, and an unknown region', () => {
    expect(toE164PhoneNumber('514-555-0199', 'FR')).toBeNull();
    expect(toE164PhoneNumber('514-555-0199', 'ZZ')).toBeNull();
    expect(toE164PhoneNumber('514-555-0199', null)).toBeNull();
  });
});
