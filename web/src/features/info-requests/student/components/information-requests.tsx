import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfoRequests } from '../api/get-info-requests.ts';
import { requestsForPath } from '../lib/requests-for-path.ts';
import { AnsweredRequest } from './answered-request.tsx';
import { PendingRequest } from './pending-request.tsx';
import { LoadFailedAlert } from '../../../../components/query-states.tsx';

/**
 * The consultant's information requests on a study path's page (part 2 §2): the path's own and
 * the general ones, pending first, each pending one a form, each answered one read-only. Nothing
 * shows while there are none. A failed load says so here, never in a toast (§8).
 */
export function InformationRequests({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('infoRequests');
  const headingId = useId();
  const query = useInfoRequests();
  const requests = query.data ? requestsForPath(query.data, applicationId) : [];
  if (query.data === undefined && !query.isError) return null;
  if (query.data !== undefined && requests.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('heading')}
        </Title>
        {query.data === undefined ? (
          <LoadFailedAlert
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          requests.map((request) =>
            request.status === 'pending' ? (
              <PendingRequest key={request.id} request={request} />
            ) : (
              <AnsweredRequest key={request.id} request={request} />
            ),
          )
        )}
      </Stack>
    </Paper>
  );
}
