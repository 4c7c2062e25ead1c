import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mapLoginError, parseLoginError } from './map-login-error.ts';
import { ApiError } from '../../../lib/api-error.ts';

const serverError = (status: number, error: string, message: string) =>
  new ApiError(status, JSON.stringify({ error, message }));

describe('parseLoginError', () => {
  it('strips a status prefix and reads the message of a JSON body', () => {
    expect(parseLoginError(serverError(401, 'unauthorized', 'Invalid credentials'))).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Invalid credentials',
    });
  });

  it('keeps a plain-text body after the status prefix', () => {
    expect(parseLoginError(new ApiError(500, 'Internal Server Error'))).toEqual({
      status: 500,
      code: null,
      message: 'Internal Server Error',
    });
  });

  it('strips square brackets around a message', () => {
    expect(parseLoginError(new Error('[Invalid credentials]')).message).toBe('Invalid credentials');
    expect(parseLoginError(new ApiError(401, '[Invalid credentials]')).message).toBe(
      'Invalid credentials',
    );
  });
});

describe('mapLoginError', () => {
  it('maps a 401 to the invalid credentials text', () => {
    expect(mapLoginError(serverError(401, 'unauthorized', 'Invalid credentials'))).toBe(
      'invalidCredentials',
    );
    expect(mapLoginError(new ApiError(401, 'Unauthorized'))).toBe('invalidCredentials');
  });

  it("maps a message saying 'invalid credentials' in any case", () => {
    expect(mapLoginError(new Error('[INVALID CREDENTIALS]'))).toBe('invalidCredentials');
    expect(mapLoginError(new Error('Request failed with 401'))).toBe('invalidCredentials');
  });

  it('maps the unverified-email 403 to the verify text, although its message says "verify"', () => {
    const error = serverError(
      403,
      'email_not_verified',
      'Please verify your email address before signing in.',
    );
    expect(mapLoginError(error)).toBe('emailNotVerified');
  });

  it("maps any other 403 or a message mentioning 'verify' to the verify text", () => {
    expect(mapLoginError(new ApiError(403, 'Forbidden'))).toBe('emailNotVerified');
    expect(mapLoginError(new Error('[Please verify your email]'))).toBe('emailNotVerified');
    expect(mapLoginError(new Error('Email not verified'))).toBe('emailNotVerified');
  });

  it('does not blame verification for a CSRF rejection', () => {
    expect(mapLoginError(serverError(403, 'csrf_invalid', 'Invalid CSRF token'))).toBe('generic');
  });

  it('maps a 429 to the rate limit text', () => {
    expect(mapLoginError(serverError(429, 'rate_limited', 'Too many requests, retry later'))).toBe(
      'rateLimited',
    );
    expect(mapLoginError(new ApiError(429, 'Too Many Requests'))).toBe('rateLimited');
  });

  it('falls back to the generic text', () => {
    expect(mapLoginError(new ApiError(500, 'Internal Server Error'))).toBe('generic');
    expect(mapLoginError(new TypeError('Failed to fetch'))).toBe('generic');
    expect(mapLoginError(new Error('Failed to fetch CSRF token'))).toBe('generic');
    expect(mapLoginError('something odd')).toBe('generic');
  });

  it('has the exact texts of the spec in English', () => {
    const text = (kind: string) =>
      i18n.t(`auth:login.errors.${kind}` as 'auth:login.errors.generic');
    expect(text('invalidCredentials')).toBe('Invalid email or password. Please try again.');
    expect(text('emailNotVerified')).toBe(
      'Please check your email to verify your account before logging in.',
    );
    expect(text('generic')).toBe('Login failed. Please try again.');
    expect(i18n.t('auth:login.errors.title')).toBe('Login failed');
  });
});
