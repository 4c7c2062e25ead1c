import { describe, expect, it } from 'vitest';
import { fieldProblemsOf, parseApiError } from './parse-api-error.ts';
import { ApiError } from './api-error.ts';

describe('parseApiError', () => {
  it('reads the status, code and message of a JSON error body', () => {
    const error = new ApiError(
      400,
      JSON.stringify({ error: 'bad_request', message: 'The link has expired' }),
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      code: 'bad_request',
      message: 'The link has expired',
      hasServerMessage: true,
    });
  });

  it("reads the refusal's own code when the body has one, beside its category", () => {
    const error = new ApiError(
      409,
      JSON.stringify({ error: 'conflict', code: 'thread.closed', message: 'Closed.' }),
    );
    expect(parseApiError(error)).toMatchObject({ status: 409, code: 'thread.closed' });
  });

  it('keeps a plain-text body and says it is not a server message', () => {
    expect(parseApiError(new ApiError(502, 'Bad Gateway'))).toEqual({
      status: 502,
      code: null,
      message: 'Bad Gateway',
      hasServerMessage: false,
    });
  });

  it('keeps the message of an error that is not an answer', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      code: null,
      message: 'Failed to fetch',
      hasServerMessage: false,
    });
  });
});

describe('fieldProblemsOf', () => {
  it('keys the details of a 400 answer by field, the first problem of each', () => {
    const body = {
      error: 'validation_error',
      message: 'A price cannot be negative',
      details: [
        { field: 'basic', message: 'A price cannot be negative' },
        {
          field: 'premium',
          message: 'Each package must cost at least as much as the one before it',
        },
        { field: 'basic', message: 'Enter the price in whole cents' },
      ],
    };
    expect(fieldProblemsOf(new ApiError(400, `${JSON.stringify(body)}`))).toEqual({
      basic: 'A price cannot be negative',
      premium: 'Each package must cost at least as much as the one before it',
    });
  });

  it('is empty for an answer without details, a plain-text body or a network failure', () => {
    expect(fieldProblemsOf(new ApiError(409, '{"error":"conflict","message":"No"}'))).toEqual({});
    expect(fieldProblemsOf(new ApiError(502, 'Bad Gateway'))).toEqual({});
    expect(fieldProblemsOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});
