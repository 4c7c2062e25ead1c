import { describe, expect, it } from 'vitest';
import { consultantName, joinLegalNames } from './person-names.ts';

describe('person names', () => {
  it('names a consultant by display name, else legal name, else the fallback', () => {
    const names = { displayName: ' Maria ', legalFirstName: 'Maria', legalLastName: 'Souza' };
    expect(consultantName(names)).toBe('Maria');
    expect(consultantName({ ...names, displayName: '  ' })).toBe('Maria Souza');
    expect(consultantName({ displayName: null, legalFirstName: null, legalLastName: ' ' })).toBe(
      'Educational Consultant',
    );
  });

  it('joins whichever legal names there are', () => {
    expect(joinLegalNames('Ana', null)).toBe('Ana');
    expect(joinLegalNames(null, null)).toBeNull();
  });
});
