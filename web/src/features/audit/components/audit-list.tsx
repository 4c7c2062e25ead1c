import { Stack, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { PagedListFrame } from '../../../components/paged-list-frame.tsx';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { AuditTable } from './audit-table.tsx';
import { ListFilters } from './list-filters.tsx';

/** The consultant's Audit Logs (part 2 §2): searched, filtered and paged on the server. */
export function AuditList() {
  const { t } = useTranslation(['adminAudit', 'common']);
  const [params, setParams] = useListParams();
  const list = useAuditLogs({ ...params, pageSize: DEFAULT_PAGE_SIZE });

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
      <PagedListFrame
        list={list}
        page={params.page}
        onPageChange={(page) => setParams({ page })}
        labels={{
          loading: t('common:loading'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          empty: t('empty'),
          pages: t('pages'),
          range: (range) => t('range', range),
          pageControl: (control) => t(`pageControls.${control}`),
        }}
      >
        {(items) => <AuditTable items={items} />}
      </PagedListFrame>
    </Stack>
  );
}
