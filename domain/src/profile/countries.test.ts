import { describe, expect, it } from 'vitest';
import { countries, findCountry } from './countries.ts';

describe('countries', () => {
  it('holds the 249 ISO 3166-1 countries plus Kosovo, each code and name once', () => {
    expect(countries).toHaveLength(250);
    expect(new Set(countries.map((country) => country.code)).size).toBe(250);
    expect(new Set(countries.map((country) => country.name)).size).toBe(250);
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by English name', () => {
    const names = countries.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('leaves out groupings, placeholders and reserved codes', () => {
    const codes = new Set(countries.map((country) => country.code));
    for (const code of ['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB', 'AC', 'IC', 'UK'])
      expect(codes.has(code)).toBe(false);
    expect(codes.has('XK')).toBe(true);
  });
});

describe('findCountry', () => {
  it('finds a country by its exact English name', () => {
    expect(findCountry('Brazil')).toEqual({ code: 'BR', name: 'Brazil' });
  });

  it('finds a country whatever the case, accents, apostrophe style or spacing', () => {
    expect(findCountry("  cote d'ivoire ")?.name).toBe('Côte d’Ivoire');
    expect(findCountry('ALAND ISLANDS')?.name).toBe('Åland Islands');
  });

  it('finds a country by its alpha-2 code', () => {
    expect(findCountry('ca')?.name).toBe('Canada');
    expect(findCountry('XK')?.name).toBe('Kosovo');
  });

  it('finds nothing for a name that is not on the list', () => {
    expect(findCountry('Atlantis')).toBeUndefined();
    expect(findCountry('European Union')).toBeUndefined();
    expect(findCountry('UK')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });
});
