import { currentLanguage } from '../../../lib/i18n.ts';

/** 'Passport, Photo and PAL' / 'Passeport, Photo et LAP': the reader's language's list. */
export function joinList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(
    items,
  );
}
