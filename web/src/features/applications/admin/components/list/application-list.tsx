import {
  APPLICATION_SEARCH_MAX_LENGTH,
  DEFAULT_PAGE_SIZE,
  applicationStatusFilters,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../../components/admin-list-page.tsx';
import { statusLabel } from '../../../../../lib/status-display.ts';
import { useAdminApplications } from '../../api/get-admin-applications.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ApplicationsTable } from './applications-table.tsx';

/**
 * The consultant's Study Paths: searched (name, email, field of study, institutions), filtered by
 * status and paged on the server, every 10 s.
 */
export function ApplicationList({ detailHref }: { detailHref: (id: string) => string }) {
  const { t } = useTranslation('adminApplications', { keyPrefix: 'list' });
  const urlList = useListParams();
  const list = useAdminApplications({ ...urlList.params, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <AdminListPage
      text={t}
      searchMaxLength={APPLICATION_SEARCH_MAX_LENGTH}
      filters={[
        {
          name: 'status',
          label: t('status'),
          options: applicationStatusFilters.map((value) => ({
            value,
            label: value === 'all' ? t('allStatus') : statusLabel(value),
          })),
          flex: '1 1 14rem',
        },
      ]}
      urlList={urlList}
      list={list}
    >
      {(items) => <ApplicationsTable items={items} detailHref={detailHref} />}
    </AdminListPage>
  );
}
