import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { describeProfileSaveError } from './map-profile-save-error.ts';
import { ApiError } from '../../../lib/api-error.ts';

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

describe('describeProfileSaveError', () => {
  it("shows the server's message with the details joined by commas, and keeps the field problems", () => {
    const error = answer(400, {
      error: 'validation_error',
      message: 'Some fields are invalid.',
      details: [
        { field: 'phoneNumber', message: 'Enter a valid phone number' },
        { field: 'legalFirstName', message: 'First name is required' },
      ],
    });
    expect(describeProfileSaveError(error)).toEqual({
      kind: 'server',
      text: 'Some fields are invalid: Enter a valid phone number, First name is required',
      fieldErrors: [
        { field: 'phoneNumber', message: 'Enter a valid phone number' },
        { field: 'legalFirstName', message: 'First name is required' },
      ],
    });
  });

  it("prefers a person's error text over the message, but not a machine code", () => {
    expect(
      describeProfileSaveError(answer(500, { error: 'Database is down', message: 'x' })),
    ).toMatchObject({
      text: 'Database is down',
    });
    expect(
      describeProfileSaveError(answer(409, { error: 'conflict', message: 'Try again later.' })),
    ).toMatchObject({ text: 'Try again later.' });
  });

  it('joins plain text details too, and shows them alone when there is no message', () => {
    expect(describeProfileSaveError(answer(400, { details: ['Bad date', 'Bad phone'] }))).toEqual({
      kind: 'server',
      text: 'Bad date, Bad phone',
      fieldErrors: [],
    });
  });

  it('reports the status and status text for an answer that is not JSON', () => {
    expect(describeProfileSaveError(new ApiError(502, 'Bad Gateway'))).toEqual({
      kind: 'httpStatus',
      status: 502,
      statusText: 'Bad Gateway',
    });
    expect(describeProfileSaveError(new ApiError(500, '<html><body>oops</body></html>'))).toEqual({
      kind: 'httpStatus',
      status: 500,
      statusText: '',
    });
  });

  it('falls back when the failure has no status or the body says nothing', () => {
    expect(describeProfileSaveError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'fallback',
    });
    expect(describeProfileSaveError(new Error('Failed to fetch CSRF token'))).toEqual({
      kind: 'fallback',
    });
    expect(describeProfileSaveError(answer(500, {}))).toEqual({ kind: 'fallback' });
    expect(describeProfileSaveError('odd')).toEqual({ kind: 'fallback' });
  });

  it('has the texts of the spec in English', () => {
    const t = i18n.getFixedT('en', 'profile');
    expect(t('edit.failed.title')).toBe('Update Failed');
    expect(t('edit.failed.fallback')).toBe('Failed to update profile');
    expect(t('edit.failed.serverError', { status: 502, statusText: 'Bad Gateway' })).toBe(
      'Server error: 502 Bad Gateway',
    );
  });
});
