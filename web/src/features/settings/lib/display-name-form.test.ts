import { describe, expect, it } from 'vitest';
import { checkDisplayName } from './display-name-form.ts';

describe('the Display Name field', () => {
  it('is required, blanks included', () => {
    expect(checkDisplayName('')).toEqual({ error: 'Display name is required' });
    expect(checkDisplayName('   ')).toEqual({ error: 'Display name is required' });
  });

  it('takes at most 100 characters', () => {
    expect(checkDisplayName('a'.repeat(100))).toEqual({
      request: { displayName: 'a'.repeat(100) },
    });
    expect(checkDisplayName('a'.repeat(101))).toEqual({ error: 'Display name is too long' });
  });

  it('is sent trimmed', () => {
    expect(checkDisplayName('  Sarah Johnson ')).toEqual({
      request: { displayName: 'Sarah Johnson' },
    });
  });
});
