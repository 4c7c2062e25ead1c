// Money in the reader's language (issue 27): US dollars '$1,499' / '1 499 $ US' (domain/src/i18n),
// and Canadian dollars for the study permit checklist.
import { formatUsd as formatUsdIn, languageSettings } from '@studypath/domain/i18n';
import { currentLanguage } from './i18n.ts';

export function formatUsd(cents: number): string {
  return formatUsdIn(cents, currentLanguage());
}

/**
 * Canadian dollars in the reader's language, for amounts Canada asks of a student (issue 28):
 * 'CA$22,895' / '22 895 $' (in Canadian French '$' alone is the Canadian dollar). Intl, with cents
 * only when there are some, as formatUsd.
 */
export function formatCad(cents: number): string {
  const isWhole = cents % 100 === 0;
  return new Intl.NumberFormat(languageSettings[currentLanguage()].tag, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
