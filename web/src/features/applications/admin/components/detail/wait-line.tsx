import { Badge, Text } from '@mantine/core';
import type { OpenWait } from '@studypath/domain/team';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../../lib/format-duration.ts';
import { useNow } from '../../../../../lib/use-now.ts';
import { waitStandingAt } from '../../lib/wait-standing.ts';

/**
 * The student's wait for their consultant: "Waiting on you for 31 h · due in 17 h" (orange when
 * under a quarter of the target is left), "Overdue by 5 h" in a red badge, or nothing waiting.
 */
export function WaitLine({ wait }: { wait: OpenWait | null }) {
  const { t } = useTranslation('adminAssignment');
  const standing = waitStandingAt(wait, useNow());
  switch (standing.kind) {
    case 'none':
      return (
        <Text size="sm" c="dimmed">
          {t('card.nothingWaiting')}
        </Text>
      );
    case 'waiting':
      return (
        <Text
          size="sm"
          c={standing.isDueSoon ? 'orange' : undefined}
          fw={standing.isDueSoon ? 600 : undefined}
          data-due-soon={standing.isDueSoon || undefined}
        >
          {t('card.waiting', {
            waited: formatDuration(standing.waitedMs),
            dueIn: formatDuration(standing.dueInMs),
          })}
        </Text>
      );
    case 'overdue':
      return (
        <Badge color="red" variant="filled" tt="none" maw="100%">
          {t('card.overdue', { overdue: formatDuration(standing.overdueMs) })}
        </Badge>
      );
  }
}
