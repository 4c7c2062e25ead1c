import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mapRegisterError } from './map-register-error.ts';
import { ApiError } from '../../../lib/api-error.ts';

const serverError = (status: number, error: string, message: string) =>
  new ApiError(status, JSON.stringify({ error, message }));

describe('mapRegisterError', () => {
  it("maps the server's 409 for a taken email to the sign-in-instead text", () => {
    expect(
      mapRegisterError(serverError(409, 'conflict', 'An account with this email already exists.')),
    ).toBe('emailExists');
  });

  it.each(['Account already registered', 'EMAIL ALREADY EXISTS', 'This user already exists'])(
    "maps a message containing '%s' in any case",
    (message) => {
      expect(mapRegisterError(serverError(400, 'bad_request', message))).toBe('emailExists');
      expect(mapRegisterError(new ApiError(400, `${message}`))).toBe('emailExists');
      expect(mapRegisterError(new Error(message))).toBe('emailExists');
    },
  );

  it('maps a 429 to the rate limit text', () => {
    expect(mapRegisterError(serverError(429, 'rate_limited', 'Too many requests'))).toBe(
      'rateLimited',
    );
    expect(mapRegisterError(new ApiError(429, 'Too Many Requests'))).toBe('rateLimited');
  });

  it('falls back to the generic text', () => {
    expect(mapRegisterError(serverError(400, 'validation_error', 'Invalid request'))).toBe(
      'generic',
    );
    expect(mapRegisterError(new ApiError(500, 'Internal Server Error'))).toBe('generic');
    expect(mapRegisterError(new TypeError('Failed to fetch'))).toBe('generic');
    expect(mapRegisterError('something odd')).toBe('generic');
  });

  it('has the exact texts of the spec in English', () => {
    expect(i18n.t('auth:register.errors.title')).toBe('Registration failed');
    expect(i18n.t('auth:register.errors.emailExists')).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(i18n.t('auth:register.errors.generic')).toBe('An error occurred. Please try again.');
    expect(i18n.t('auth:register.errors.rateLimited')).toBe(
      'Too many attempts. Please wait a while and try again.',
    );
  });
});
