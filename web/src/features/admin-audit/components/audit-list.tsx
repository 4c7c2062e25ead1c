import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { AuditTable } from './audit-table.tsx';
import { ListFilters } from './list-filters.tsx';

/** The consultant's Audit Logs (part 2 §2): searched, filtered and paged on the server. */
export function AuditList() {
  const { t } = useTranslation(['adminAudit', 'common']);
  const [params, setParams] = useListParams();
  const list = useAuditLogs({ ...params, pageSize: DEFAULT_PAGE_SIZE });
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ListFilters
        search={params.search}
        action={params.action}
        entityType={params.entityType}
        onSearchChange={(search) => setParams({ search, page: 1 })}
        onActionChange={(action) => setParams({ action, page: 1 })}
        onEntityTypeChange={(entityType) => setParams({ entityType, page: 1 })}
      />
      <Paper withBorder radius="md" p={0}>
        {list.isPending ? (
          <Center py="xl" role="status" aria-label={t('common:loading')}>
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <Alert color="red" variant="light" title={t('loadFailed')} role="alert" m="md">
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('empty')}
          </Text>
        ) : (
          <AuditTable items={list.data.items} />
        )}
      </Paper>
      {list.data && pageCount > 1 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('range', {
              from: (list.data.page - 1) * list.data.pageSize + 1,
              to: (list.data.page - 1) * list.data.pageSize + list.data.items.length,
              total: list.data.total,
            })}
          </Text>
          <Box component="nav" aria-label={t('pages')}>
            <Pagination
              total={pageCount}
              value={params.page}
              onChange={(page) => setParams({ page })}
              siblings={1}
              boundaries={1}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`pageControls.${control}`) })}
            />
          </Box>
        </Group>
      )}
    </Stack>
  );
}
