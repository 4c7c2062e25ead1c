import { describe, expect, it } from 'vitest';
import { builtInNames } from '../../test/own-key.fixtures.ts';
import { isOwnKey, ownValue } from './own-key.ts';

const labels: Readonly<Record<string, string>> = { new: 'New', in_review: 'In Review' };

describe('ownValue', () => {
  it('returns the value stored under a real key', () => {
    expect(ownValue(labels, 'in_review')).toBe('In Review');
  });

  it.each(builtInNames)('returns undefined for the inherited name %s', (name) => {
    expect(ownValue(labels, name)).toBeUndefined();
  });

  it('returns undefined for an unknown key', () => {
    expect(ownValue(labels, 'archived')).toBeUndefined();
  });
});

describe('isOwnKey', () => {
  it('is true for a real key', () => {
    expect(isOwnKey(labels, 'new')).toBe(true);
  });

  it.each(builtInNames)('is false for the inherited name %s', (name) => {
    expect(isOwnKey(labels, name)).toBe(false);
  });
});
