// What each service package is called and covers, in the reader's language (issue 27): the
// packages namespace (the English is domain/src/payments/packages.ts's, which the
// server keeps for its API answers and receipts).
import type { PackageTier } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';

export interface PackageTexts {
  name: string;
  description: string;
  features: string[];
}

/** A function from a tier to its texts, re-rendering on a language change. */
export function usePackageTexts(): (tier: PackageTier) => PackageTexts {
  const { t } = useTranslation('packages');
  return (tier) => ({
    name: t(`${tier}.name`),
    description: t(`${tier}.description`),
    features: t(`${tier}.features`, { returnObjects: true }),
  });
}

/** The note under 'Why multiple programs?' of the packages that apply to several programs. */
export function useMultipleProgramsNote(): string {
  const { t } = useTranslation('packages');
  return t('note');
}
