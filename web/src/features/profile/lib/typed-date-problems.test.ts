import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { toFormValues, toProfilePayload } from './profile-form-values.ts';
import { toCalendarDay, typedDateError, withTypedDateProblems } from './typed-date-problems.ts';

const t = i18n.getFixedT('en', 'profile');
const today = new Date(2026, 0, 15);

describe('typedDateError', () => {
  it('accepts nothing typed and real dates up to the last allowed day', () => {
    expect(typedDateError('', '2026-01-15', t)).toBeNull();
    expect(typedDateError('Jan 15, 2026', '2026-01-15', t)).toBeNull();
    expect(typedDateError('1999-04-12', undefined, t)).toBeNull();
  });

  it('shows the format for text that is no date', () => {
    expect(typedDateError('31/12/1999', '2026-01-15', t)).toBe(
      'Enter a date such as Apr 12, 1999, or pick one from the calendar.',
    );
  });

  it('refuses a date after the last allowed day', () => {
    expect(typedDateError('Jan 16, 2026', '2026-01-15', t)).toBe(
      'This date cannot be in the future.',
    );
  });
});

describe('toCalendarDay', () => {
  it('is the local day as a date field stores it', () => {
    expect(toCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('withTypedDateProblems', () => {
  it("puts a typed date's own message in place of the schema's for that field", () => {
    const payload = toProfilePayload(
      toFormValues({ dateOfBirth: 'Feb 30, 2001', legalFirstName: '' }),
    );
    const schemaProblems = [
      { field: 'legalFirstName', message: 'First name is required' },
      { field: 'dateOfBirth', message: 'Enter a valid date' },
    ] as const;
    expect(withTypedDateProblems(schemaProblems, payload, today, t)).toEqual([
      { field: 'legalFirstName', message: 'First name is required' },
      {
        field: 'dateOfBirth',
        message: 'Enter a date such as Apr 12, 1999, or pick one from the calendar.',
      },
    ]);
  });

  it('adds a future date the schema lets through, but not a hidden field', () => {
    const payload = toProfilePayload(
      toFormValues({ dateOfBirth: 'Mar 1, 2026', englishTestType: 'none', englishTestDate: 'x' }),
    );
    expect(withTypedDateProblems([], payload, today, t)).toEqual([
      { field: 'dateOfBirth', message: 'This date cannot be in the future.' },
    ]);
  });
});
