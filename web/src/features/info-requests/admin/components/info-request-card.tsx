import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminInfoRequest } from '@studypath/domain/info-requests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { studentLabel } from '../lib/request-summary.ts';
import { RequestDates, RequestSubject, StatusBadge } from './request-facts.tsx';

interface InfoRequestCardProps {
  request: AdminInfoRequest;
  onOpen: () => void;
}

/**
 * One request of the Q&A Requests screen (part 2 §2). A click anywhere on the card opens it; the
 * View button does for the keyboard.
 */
export function InfoRequestCard({ request, onOpen }: InfoRequestCardProps) {
  const { t } = useTranslation('adminInfoRequests');
  const nameId = useId();
  const student = studentLabel(request);
  const firstQuestion = request.questions[0]?.question;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={nameId}
      onClick={onOpen}
      style={{ cursor: 'pointer' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {student}
            </Text>
            {student !== request.studentEmail && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {request.studentEmail}
              </Text>
            )}
          </div>
          <StatusBadge status={request.status} />
        </Group>
        <RequestSubject request={request} />
        <Text size="sm">{t('questionCount', { count: request.questions.length })}</Text>
        <RequestDates request={request} />
        {/* Who holds the student's path (issue 29). */}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('list.consultant', { name: request.consultantName ?? t('list.unassigned') })}
        </Text>
        {firstQuestion && (
          <Text size="sm" fs="italic" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {firstQuestion}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            aria-label={t('list.viewNamed', { student })}
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            {t('list.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
