// Phone numbers as real international numbers (decision 008). The 'max' metadata is used on
// purpose: 'min' only checks length and leading digits and accepted about twice as many random
// digit strings as 'max' in our comparison, i.e. many numbers in no allocated range. It costs about
// 21 kB more gzipped in the browser bundle. 'mobile' would refuse a guardian's landline.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export const INVALID_PHONE_MESSAGE =
  'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678';

/** Room for any real number with its spaces and brackets; longer text is never a phone number. */
export const PHONE_INPUT_MAX_LENGTH = 40;

/**
 * The number in E.164 ('+5511912345678'), or null when the text is not a valid number. Accepts a
 * leading '+' or the international prefix '00', with spaces, dots, dashes and brackets between
 * digits. Without either, the number is read as a national one of `defaultRegion` (the profile's
 * country of residence: a Montreal student types '514-555-0199'); with no region it is refused.
 * Extensions are refused rather than silently dropped, since E.164 has no place for them.
 */
export function toE164PhoneNumber(text: string, defaultRegion?: string | null): string | null {
  const trimmed = text.trim();
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  let phone;
  if (international.startsWith('+')) {
    phone = parsePhoneNumberFromString(international, { extract: false });
  } else if (defaultRegion && isSupportedCountry(defaultRegion)) {
    phone = parsePhoneNumberFromString(international, {
      extract: false,
      defaultCountry: defaultRegion,
    });
  } else {
    return null;
  }
  if (!phone || phone.ext || !phone.isValid()) return null;
  return phone.number;
}

/** A stored E.164 number spaced for reading ('+55 11 91234 5678'); other text is returned as is. */
export function formatPhoneNumberForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164, { extract: false })?.formatInternational() ?? e164;
}
