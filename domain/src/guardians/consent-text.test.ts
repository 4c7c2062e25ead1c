import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/languages.ts';
import {
  consentTextForHashing,
  consentTextLanguages,
  fillConsentText,
  guardianConsentTexts,
} from './consent-text.ts';

describe('the guardian consent text', () => {
  // A legal record: a translator writes each one, so a new portal language fails here until its
  // consent text is written (issue 27).
  it.each(languages)('is written in the portal language %s', (language) => {
    expect(consentTextLanguages).toContain(language);
    expect(Object.hasOwn(guardianConsentTexts, language)).toBe(true);
  });

  it('has the same shape and a version of its own in every language', () => {
    const english = guardianConsentTexts.en;
    const hashed = new Set(
      consentTextLanguages.map((l) => consentTextForHashing(guardianConsentTexts[l])),
    );
    expect(hashed.size).toBe(consentTextLanguages.length);
    for (const language of consentTextLanguages) {
      const text = guardianConsentTexts[language];
      expect(text.paragraphs).toHaveLength(english.paragraphs.length);
      const filled = fillConsentText(text, 'Ana Silva');
      expect(filled.paragraphs[0]).toContain('Ana Silva');
      expect(filled.consentStatement).toContain('Ana Silva');
      expect(JSON.stringify(filled)).not.toContain('{studentName}');
    }
  });
});
