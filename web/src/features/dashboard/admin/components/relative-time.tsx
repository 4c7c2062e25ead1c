import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { relativeTimeSince } from '../../../../lib/relative-time.ts';

/** '5 minutes ago', with the exact moment for the machine and on hover. */
export function RelativeTime({ value, now }: { value: string; now: number }) {
  const { t } = useTranslation('adminDashboard');
  const { unit, count } = relativeTimeSince(value, now);
  return (
    <Text
      component="time"
      dateTime={value}
      title={formatDateTime(value)}
      size="xs"
      c="dimmed"
      style={{ whiteSpace: 'nowrap' }}
    >
      {unit === 'lessThanAMinute'
        ? t('relativeTime.lessThanAMinute')
        : t(`relativeTime.${unit}`, { count })}
    </Text>
  );
}
