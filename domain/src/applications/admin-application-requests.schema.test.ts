import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../input/text.schema.ts';
import {
  adminApplicationListQuerySchema,
  closeApplicationRequestSchema,
  updateApplicationNotesRequestSchema,
  updateApplicationStatusRequestSchema,
} from './admin-application-requests.schema.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe('status change', () => {
  it('accepts any of the 17 statuses, in any order', () => {
    expect(updateApplicationStatusRequestSchema.parse({ status: 'completed' })).toEqual({
      status: 'completed',
    });
    expect(updateApplicationStatusRequestSchema.parse({ status: 'new' }).status).toBe('new');
  });

  it('refuses a legacy or unknown status and extra fields', () => {
    expect(updateApplicationStatusRequestSchema.safeParse({ status: 'visa' }).success).toBe(false);
    expect(updateApplicationStatusRequestSchema.safeParse({ status: 'toString' }).success).toBe(
      false,
    );
    expect(
      updateApplicationStatusRequestSchema.safeParse({ status: 'new', closedReason: 'x' }).success,
    ).toBe(false);
  });
});

describe('notes', () => {
  it('keeps line breaks, trims, and clears a note sent empty', () => {
    expect(
      updateApplicationNotesRequestSchema.parse({ adminNotes: ' One\r\nTwo ', internalNotes: '' }),
    ).toEqual({ adminNotes: 'One\nTwo', internalNotes: null });
  });

  it('leaves out a note not sent, but needs at least one', () => {
    expect(updateApplicationNotesRequestSchema.parse({ internalNotes: 'x' })).toEqual({
      internalNotes: 'x',
    });
    expect(messages(updateApplicationNotesRequestSchema.safeParse({}))).toEqual([
      'Send adminNotes, internalNotes or both',
    ]);
  });

  it('refuses control characters and notes over 5000 characters', () => {
    expect(
      messages(updateApplicationNotesRequestSchema.safeParse({ adminNotes: 'a\u0000' })),
    ).toEqual([CONTROL_CHARACTER_MESSAGE]);
    expect(
      updateApplicationNotesRequestSchema.safeParse({ adminNotes: 'x'.repeat(5001) }).success,
    ).toBe(false);
  });
});

describe('close', () => {
  it('needs a reason that is not blank, and trims it', () => {
    expect(closeApplicationRequestSchema.parse({ reason: '  No response  ' })).toEqual({
      reason: 'No response',
    });
    for (const body of [{ reason: ' \n ' }, {}, { reason: null }]) {
      expect(messages(closeApplicationRequestSchema.safeParse(body))).toEqual([
        'A reason is required',
      ]);
    }
  });

  it('refuses a reason over 1000 characters', () => {
    expect(closeApplicationRequestSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('admin list query', () => {
  it('defaults to every status, everyone’s paths, page 1 of 20, no search', () => {
    expect(adminApplicationListQuerySchema.parse({})).toEqual({
      status: 'all',
      consultant: 'all',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads the query string values', () => {
    expect(
      adminApplicationListQuerySchema.parse({
        search: ' ana ',
        status: 'in_review',
        page: '3',
        pageSize: '50',
        consultant: 'me',
        _: '123',
      }),
    ).toEqual({ search: 'ana', status: 'in_review', consultant: 'me', page: 3, pageSize: 50 });
    expect(adminApplicationListQuerySchema.safeParse({ consultant: 'bob' }).success).toBe(false);
  });

  it('treats a blank search as none', () => {
    expect(adminApplicationListQuerySchema.parse({ search: '  ' }).search).toBeUndefined();
  });

  it.each([
    ['status', 'legacy'],
    ['status', ['new', 'closed']],
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['page', 'abc'],
    ['pageSize', '101'],
    ['search', 'x'.repeat(201)],
    ['search', 'a\u0000b'],
  ])('refuses %s=%j', (key, value) => {
    expect(adminApplicationListQuerySchema.safeParse({ [key]: value }).success).toBe(false);
  });
});
