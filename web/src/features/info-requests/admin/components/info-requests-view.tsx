import { Center, Group, Loader, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { AdminInfoRequest } from '@studypath/domain/info-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminInfoRequests } from '../api/get-admin-info-requests.ts';
import {
  countInfoRequests,
  infoRequestTabs,
  requestsInTab,
  type InfoRequestTab,
} from '../lib/request-summary.ts';
import { InfoRequestCard } from './info-request-card.tsx';
import { InfoRequestDialog } from './info-request-dialog.tsx';
import { LoadFailedAlert } from '../../../../components/query-states.tsx';
import { ConsultantScopeControl } from '../../../../components/consultant-scope-control.tsx';
import { consultantFilterOf, useConsultantScope } from '../../../../lib/consultant-scope.ts';

/**
 * The consultant's Q&A Requests (part 2 §2): their own students' (Mine) or everyone's (All, issue
 * 29), counts, tabs by status, a card per request.
 */
export function InfoRequestsView() {
  const { t } = useTranslation(['adminInfoRequests', 'common']);
  const [scope, setScope] = useConsultantScope();
  const list = useAdminInfoRequests(consultantFilterOf(scope));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <Group>
        <ConsultantScopeControl
          value={scope}
          onChange={setScope}
          labels={{
            label: t('list.scope.label'),
            mine: t('list.scope.mine'),
            all: t('list.scope.all'),
          }}
        />
      </Group>
      {list.data ? (
        <InfoRequestsContent requests={list.data} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Center py="xl" role="status" aria-label={t('common:loading')}>
          <Loader />
        </Center>
      )}
    </Stack>
  );
}

function InfoRequestsContent({ requests }: { requests: readonly AdminInfoRequest[] }) {
  const { t } = useTranslation('adminInfoRequests');
  const [tab, setTab] = useState<InfoRequestTab>('all');
  // By id, so the dialog follows the request when the list is read again (answered meanwhile).
  const [openId, setOpenId] = useState<string | null>(null);
  const counts = countInfoRequests(requests);
  const open = requests.find((request) => request.id === openId) ?? null;

  return (
    <>
      <SimpleGrid cols={3} spacing="sm" aria-label={t('list.counts')} role="group">
        {(['total', 'pending', 'answered'] as const).map((key) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Text size="sm" c="dimmed">
              {t(`list.${key}`)}
            </Text>
            <Text fz="xl" fw={700}>
              {counts[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Tabs
        value={tab}
        onChange={(value) => setTab(infoRequestTabs.find((known) => known === value) ?? 'all')}
      >
        <Tabs.List>
          {infoRequestTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`list.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {infoRequestTabs.map((value) => {
          const shown = requestsInTab(requests, value);
          return (
            <Tabs.Panel key={value} value={value} pt="md">
              {shown.length === 0 ? (
                <Text c="dimmed">{t(`list.empty.${value}`)}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {shown.map((request) => (
                    <InfoRequestCard
                      key={request.id}
                      request={request}
                      onOpen={() => setOpenId(request.id)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <InfoRequestDialog request={open} onClose={() => setOpenId(null)} />
    </>
  );
}
