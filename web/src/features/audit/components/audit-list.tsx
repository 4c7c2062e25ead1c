import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import {
  AUDIT_SEARCH_MAX_LENGTH,
  auditLogActions,
  auditLogEntityTypes,
} from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page.tsx';
import { useAuditLabels } from '../../../lib/audit-labels.ts';
import { useAuditLogs } from '../api/get-audit-logs.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { AuditTable } from './audit-table.tsx';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * The consultant's Audit Logs (part 2 §2): searched by user, action or IP, filtered by action and
 * entity type (their options in alphabetical order) and paged on the server.
 */
export function AuditList() {
  const { t } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  const urlList = useListParams();
  const list = useAuditLogs({ ...urlList.params, pageSize: DEFAULT_PAGE_SIZE });

  return (
    <AdminListPage
      text={t}
      searchMaxLength={AUDIT_SEARCH_MAX_LENGTH}
      searchFlex="2 1 16rem"
      filters={[
        {
          name: 'action',
          label: t('action'),
          options: [
            { value: 'all', label: t('allActions') },
            ...auditLogActions
              .map((value) => ({ value, label: labels.action(value) }))
              .sort(byLabel),
          ],
          flex: '1 1 12rem',
        },
        {
          name: 'entityType',
          label: t('entityType'),
          options: [
            { value: 'all', label: t('allEntityTypes') },
            ...auditLogEntityTypes
              .map((value) => ({ value, label: labels.entityType(value) }))
              .sort(byLabel),
          ],
          flex: '1 1 12rem',
        },
      ]}
      urlList={urlList}
      list={list}
    >
      {(items) => <AuditTable items={items} />}
    </AdminListPage>
  );
}
