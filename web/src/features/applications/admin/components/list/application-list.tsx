import { Stack, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { PagedListFrame } from '../../../../../components/paged-list-frame.tsx';
import { useAdminApplications } from '../../api/get-admin-applications.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ApplicationsTable } from './applications-table.tsx';
import { ListFilters } from './list-filters.tsx';

/** The consultant's Study Paths: searched, filtered and paged on the server, every 10 s. */
export function ApplicationList({ detailHref }: { detailHref: (id: string) => string }) {
  const { t } = useTranslation(['adminApplications', 'common']);
  const [params, setParams] = useListParams();
  const list = useAdminApplications({ ...params, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('list.title')}
      </Title>
      <ListFilters
        search={params.search}
        status={params.status}
        onSearchChange={(search) => setParams({ search, page: 1 })}
        onStatusChange={(status) => setParams({ status, page: 1 })}
      />
      <PagedListFrame
        list={list}
        page={params.page}
        onPageChange={(page) => setParams({ page })}
        labels={{
          loading: t('common:loading'),
          loadFailed: t('list.loadFailed'),
          retry: t('list.retry'),
          empty: t('list.empty'),
          pages: t('list.pages'),
          range: (range) => t('list.range', range),
          pageControl: (control) => t(`list.pageControls.${control}`),
        }}
      >
        {(items) => <ApplicationsTable items={items} detailHref={detailHref} />}
      </PagedListFrame>
    </Stack>
  );
}
