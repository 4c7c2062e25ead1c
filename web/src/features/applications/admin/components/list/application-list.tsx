import {
  APPLICATION_SEARCH_MAX_LENGTH,
  DEFAULT_PAGE_SIZE,
  applicationStatusFilters,
} from '@studypath/domain/applications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../../../components/admin-list-page.tsx';
import { ConsultantScopeControl } from '../../../../../components/consultant-scope-control.tsx';
import { consultantFilterOf } from '../../../../../lib/consultant-scope.ts';
import { statusLabel } from '../../../../../lib/status-display.ts';
import { useAdminApplications } from '../../api/get-admin-applications.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ApplicationsTable, type ExtraColumn } from './applications-table.tsx';

interface ApplicationListProps {
  detailHref: (id: string) => string;
  /**
   * A column of another feature (the checklist's completion), which the page composes: given the
   * page's path ids, it renders the table with its column.
   */
  extraColumn?: (
    applicationIds: readonly string[],
    renderTable: (column: ExtraColumn) => ReactNode,
  ) => ReactNode;
}

/**
 * The consultant's Study Paths: their own first (Mine, or All), searched (name, email, field of
 * study, institutions), filtered by status and paged on the server, every 10 s.
 */
export function ApplicationList({ detailHref, extraColumn }: ApplicationListProps) {
  const { t } = useTranslation('adminApplications', { keyPrefix: 'list' });
  const urlList = useListParams();
  const { show, ...params } = urlList.params;
  const list = useAdminApplications({
    ...params,
    consultant: consultantFilterOf(show),
    pageSize: DEFAULT_PAGE_SIZE,
  });

  return (
    <AdminListPage
      text={t}
      searchMaxLength={APPLICATION_SEARCH_MAX_LENGTH}
      scope={
        <ConsultantScopeControl
          value={show}
          onChange={(scope) => urlList.setFilter('show', scope)}
          labels={{ label: t('scope.label'), mine: t('scope.mine'), all: t('scope.all') }}
        />
      }
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
      {(items) =>
        extraColumn ? (
          extraColumn(
            items.map((item) => item.id),
            (column) => (
              <ApplicationsTable items={items} detailHref={detailHref} extraColumn={column} />
            ),
          )
        ) : (
          <ApplicationsTable items={items} detailHref={detailHref} />
        )
      }
    </AdminListPage>
  );
}
