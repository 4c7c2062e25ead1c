import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, pickLanguage } from './pick-language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.2, FR-BE;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
    ['*', null],
    ['de, es', null],
    ['fr;q=abc, en;q=0.1', 'en'],
    ['', null],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('keeps the first of equal rank', () => {
    expect(languageFromAcceptLanguage('fr, en')).toBe('fr');
    expect(languageFromAcceptLanguage('en, fr')).toBe('en');
  });
});

describe('pickLanguage', () => {
  it('prefers the saved preference, then the cookie, then the header, then English', () => {
    expect(pickLanguage({ saved: 'fr', cookie: 'en', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLanguage({ saved: null, cookie: 'fr', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLanguage({ cookie: 'en', acceptLanguage: 'fr' })).toBe('en');
    expect(pickLanguage({ acceptLanguage: 'fr-CA' })).toBe('fr');
    expect(pickLanguage({})).toBe('en');
  });

  it('ignores values that are not portal languages', () => {
    expect(pickLanguage({ saved: 'xx', cookie: '__proto__', acceptLanguage: 'fr' })).toBe('fr');
  });
});
