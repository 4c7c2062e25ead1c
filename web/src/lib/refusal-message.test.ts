import { refusalCodes } from '@studypath/domain/http';
import { describe, expect, it } from 'vitest';
import refusals from '../../../locales/en/refusals.json';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { refusalMessage } from './refusal-message.ts';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe('the refusals namespace', () => {
  it('has an English text for every refusal code the server may send', () => {
    const missing = refusalCodes.filter(
      (code) => !i18n.exists(code, { ns: 'refusals', lng: 'en' }),
    );
    expect(missing).toEqual([]);
  });

  it('holds nothing but those codes', () => {
    const keys = Object.entries(refusals).flatMap(([key, value]) =>
      typeof value === 'string' ? [key] : Object.keys(value).map((reason) => `${key}.${reason}`),
    );
    expect(keys.filter((key) => !(refusalCodes as readonly string[]).includes(key))).toEqual([]);
  });
});

describe('refusalMessage', () => {
  it("says the web's text for the refusal's code, not the server's message", () => {
    const error = refusal(409, {
      error: 'conflict',
      code: 'thread.closed',
      message: 'Whatever the API says.',
    });
    expect(refusalMessage(error)).toBe(
      'This conversation was closed by the consultant team. Start a new conversation.',
    );
  });

  it('puts in the values the refusal names, dates as every date on screen', () => {
    const tooLarge = refusal(413, {
      error: 'payload_too_large',
      code: 'file.too_large',
      message: 'The file is larger than 20MB',
      params: { maxMegabytes: 20 },
    });
    expect(refusalMessage(tooLarge)).toBe('The file is larger than 20MB');
    const pastWindow = refusal(409, {
      error: 'conflict',
      code: 'refund.window_passed',
      message: 'x',
      params: { days: 7, paidOn: '2026-11-25' },
    });
    expect(refusalMessage(pastWindow)).toBe(
      'Payments can be refunded within 7 days; this one was made on Nov 25, 2026.',
    );
    const included = refusal(409, {
      error: 'conflict',
      code: 'payment.package_included',
      message: 'x',
      params: { owned: 'Premium', wanted: 'Basic' },
    });
    expect(refusalMessage(included)).toBe(
      'This study path already has the Premium package, which includes Basic: only a higher package can be bought.',
    );
  });

  it('reads a body without a code by its category', () => {
    expect(refusalMessage(refusal(401, { error: 'unauthorized', message: 'x' }))).toBe(
      'You are not signed in.',
    );
  });

  it("reads a bare validation refusal as its first field problem, the schema's words", () => {
    const error = refusal(400, {
      error: 'validation_error',
      code: 'validation_error',
      message: 'Display name is too long',
      details: [{ field: 'displayName', message: 'Display name is too long' }],
    });
    expect(refusalMessage(error)).toBe('Display name is too long');
    expect(
      refusalMessage(refusal(400, { error: 'validation_error', code: 'validation_error' })),
    ).toBe('Some fields are invalid.');
  });

  it('is null for what is not a refusal with a known code', () => {
    expect(refusalMessage(refusal(409, { error: 'conflict', code: 'future.reason' }))).toBeNull();
    expect(refusalMessage(refusal(409, { error: 'conflict', code: 'payment' }))).toBeNull();
    expect(refusalMessage(refusal(409, { error: 'conflict', code: 'toString' }))).toBeNull();
    expect(refusalMessage(new ApiError(502, 'Bad Gateway'))).toBeNull();
    expect(refusalMessage(new ApiError(500, ''))).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
