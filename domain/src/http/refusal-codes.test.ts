import { describe, expect, it } from 'vitest';
import { errorCodes } from './error.schemas.ts';
import { isRefusalCode, refusalCategories, refusalCodes } from './refusal-codes.ts';

describe('refusal codes', () => {
  it('gives every refusal code one of the categories, which decides its HTTP status', () => {
    for (const code of refusalCodes) {
      expect(errorCodes, code).toContain(refusalCategories[code]);
    }
  });

  it('makes every category a code of its own, for refusals with nothing more specific', () => {
    for (const category of errorCodes) expect(refusalCategories[category]).toBe(category);
  });

  it('writes specific codes as area.reason in snake_case', () => {
    const specific = refusalCodes.filter(
      (code) => !(errorCodes as readonly string[]).includes(code),
    );
    for (const code of specific) expect(code).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/);
  });

  it('knows its own codes only', () => {
    expect(isRefusalCode('payment.path_ended')).toBe(true);
    expect(isRefusalCode('not_found')).toBe(true);
    expect(isRefusalCode('payment')).toBe(false);
    expect(isRefusalCode('toString')).toBe(false);
    expect(isRefusalCode(null)).toBe(false);
  });
});
