import { Box, Group, Stack, Text } from '@mantine/core';
import { RECENT_ACTIVITY_LIMIT, type RecentActivityItem } from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { useAuditLabels } from '../../../../lib/audit-labels.ts';
import { RelativeTime } from './relative-time.tsx';
import { SectionPaper } from './section-paper.tsx';

/** The first five audit events, newest first (part 2 §2): action, entity type, who, when. */
export function RecentActivity({
  items,
  now,
}: {
  items: readonly RecentActivityItem[];
  now: number;
}) {
  const { t } = useTranslation('adminDashboard');
  const labels = useAuditLabels();
  const shown = items.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <SectionPaper title={t('recentActivity.heading')}>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('recentActivity.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((item) => (
            <Box component="li" key={item.id}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {labels.action(item.action)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {labels.entityType(item.entityType)} · {item.userEmail ?? labels.system}
                  </Text>
                </div>
                <RelativeTime value={item.createdAt} now={now} />
              </Group>
            </Box>
          ))}
        </Stack>
      )}
    </SectionPaper>
  );
}
