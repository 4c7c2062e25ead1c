import { describe, expect, it } from 'vitest';
import { applicationSummarySchema } from './application-summary.schema.ts';

const base = {
  id: 'a1',
  status: 'in_review',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('applicationSummarySchema', () => {
  it('reads blank or missing program and field of study as null', () => {
    expect(applicationSummarySchema.parse({ ...base, specificProgram: '  ' })).toMatchObject({
      specificProgram: null,
      fieldOfStudy: null,
    });
  });

  it('keeps the fields it knows and drops the rest', () => {
    const parsed = applicationSummarySchema.parse({
      ...base,
      fieldOfStudy: 'stem',
      internalNotes: 'x',
    });
    expect(parsed.fieldOfStudy).toBe('stem');
    expect(parsed).not.toHaveProperty('internalNotes');
  });

  it('refuses a study path without an id', () => {
    expect(applicationSummarySchema.safeParse({ ...base, id: undefined }).success).toBe(false);
  });
});
