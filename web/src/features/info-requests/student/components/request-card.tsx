import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { StudentInfoRequest } from '@studypath/domain/info-requests';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';

/** One request: its status, whether it is a general inquiry, when it was sent (and answered). */
export function RequestCard({
  request,
  children,
}: {
  request: StudentInfoRequest;
  children: ReactNode;
}) {
  const { t } = useTranslation('infoRequests');
  const isPending = request.status === 'pending';
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('requestNamed', { date: formatDate(request.createdAt) })}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color={isPending ? 'yellow' : 'green'} variant="light" tt="none">
            {t(`status.${request.status}`)}
          </Badge>
          {request.applicationId === null && (
            <Badge color="gray" variant="light" tt="none">
              {t('general')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {t('sent', { date: formatDate(request.createdAt) })}
          </Text>
          {request.answeredAt && (
            <Text size="xs" c="dimmed">
              {t('answered', { date: formatDate(request.answeredAt) })}
            </Text>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
