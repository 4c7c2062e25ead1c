import { Card, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { useApplicationInfoRequests } from '../api/get-application-info-requests.ts';
import { QuestionAnswers } from './question-answers.tsx';
import { RequestDates, StatusBadge } from './request-facts.tsx';

/**
 * Q&A Responses on a study path's detail page (part 2 §2): one entry per information request
 * about the path, each question with its 'Required' badge and the answer, newest first.
 */
export function QaResponsesCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation(['adminInfoRequests', 'common']);
  const headingId = useId();
  const requests = useApplicationInfoRequests(applicationId);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('qa.heading')}
        </Title>
        {requests.data === undefined &&
          (requests.isError ? (
            <Text size="sm" c="red" role="alert">
              {t('qa.loadFailed')}
            </Text>
          ) : (
            <Center py="md" role="status" aria-label={t('common:loading')}>
              <Loader size="sm" />
            </Center>
          ))}
        {requests.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('qa.empty')}
          </Text>
        )}
        {requests.data?.map((request) => (
          <Card
            key={request.id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={t('qa.requestNamed', { date: formatDate(request.createdAt) })}
          >
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap">
                <StatusBadge status={request.status} />
                <RequestDates request={request} />
              </Group>
              <QuestionAnswers request={request} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Paper>
  );
}
