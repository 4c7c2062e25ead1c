// US dollars in the reader's language (issue 27): '$1,499' / '1 499 $ US' (domain/src/i18n).
import { formatUsd as formatUsdIn } from '@studypath/domain/i18n';
import { currentLanguage } from './i18n.ts';

export function formatUsd(cents: number): string {
  return formatUsdIn(cents, currentLanguage());
}
