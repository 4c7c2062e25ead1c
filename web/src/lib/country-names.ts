// Country names in the reader's language (issue 27). Profiles store the English name of the
// domain's list (domain/src/profile/countries.ts: admin search and tables rely on it); a reader
// in another language sees Intl's name for the same code. A stored name outside the list (saved
// before it existed) is shown as stored.
import { defaultLanguage, languageSettings, type Language } from '@studypath/domain/i18n';
import { countries } from '@studypath/domain/profile';

const codeOfName = new Map(countries.map((country) => [country.name, country.code]));
const displayNames = new Map<Language, Intl.DisplayNames>();

export function countryName(storedName: string, language: Language): string {
  if (language === defaultLanguage) return storedName;
  const code = codeOfName.get(storedName);
  if (!code) return storedName;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([languageSettings[language].tag], { type: 'region' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? storedName;
}
