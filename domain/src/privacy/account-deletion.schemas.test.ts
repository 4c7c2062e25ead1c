import { describe, expect, it } from 'vitest';
import {
  isDeletionConfirmation,
  scheduleAccountDeletionRequestSchema,
} from './account-deletion.schemas.ts';
import { documentKeptUntil, paymentKeptUntil } from './record-retention.ts';

describe('the typed confirmation', () => {
  it('is the word of any portal language, spaces around it aside, capitals as shown', () => {
    expect(isDeletionConfirmation('DELETE')).toBe(true);
    expect(isDeletionConfirmation(' SUPPRIMER ')).toBe(true);
    expect(isDeletionConfirmation('delete')).toBe(false);
    expect(isDeletionConfirmation('DELETE ME')).toBe(false);
    expect(isDeletionConfirmation('')).toBe(false);
  });

  it('is refused on its own field, and a password is required', () => {
    const result = scheduleAccountDeletionRequestSchema.safeParse({
      password: '',
      confirmation: 'yes',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Password is required'],
      ['confirmation', 'Type DELETE to confirm'],
    ]);
  });

  it('keeps the spaces around a password', () => {
    const parsed = scheduleAccountDeletionRequestSchema.parse({
      password: ' secret ',
      confirmation: 'DELETE',
    });
    expect(parsed.password).toBe(' secret ');
  });
});

describe('record retention', () => {
  it('keeps a document and a payment seven calendar years, in UTC', () => {
    const uploaded = new Date('2026-11-27T10:00:00Z');
    expect(documentKeptUntil(uploaded).toISOString()).toBe('2033-11-27T10:00:00.000Z');
    expect(paymentKeptUntil(uploaded).toISOString()).toBe('2033-11-27T10:00:00.000Z');
    // 29 February has no day seven years on: the next day.
    expect(documentKeptUntil(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe(
      '2035-03-01T00:00:00.000Z',
    );
  });
});
