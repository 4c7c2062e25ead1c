import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Marks a student under 18 (the server's `isMinor`, the profile's age rule) on the consultants'
 * user and study path pages: their guardian must consent before a path, a payment or an upload
 * (issue 26).
 */
export function MinorBadge() {
  const { t } = useTranslation('common');
  return (
    <Badge variant="light" color="orange" tt="none" title={t('minorBadgeTitle')}>
      {t('minorBadge')}
    </Badge>
  );
}
