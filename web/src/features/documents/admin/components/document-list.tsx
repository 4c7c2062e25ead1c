import { DEFAULT_PAGE_SIZE } from '@studypath/domain/applications';
import {
  DOCUMENT_SEARCH_MAX_LENGTH,
  documentCategories,
  type AdminDocument,
} from '@studypath/domain/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../lib/document-category-labels.ts';
import { AdminListPage } from '../../../../components/admin-list-page.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ConsultantScopeControl } from '../../../../components/consultant-scope-control.tsx';
import { consultantFilterOf } from '../../../../lib/consultant-scope.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useAdminDocuments } from '../api/get-admin-documents.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { DocumentsTable } from './documents-table.tsx';

/**
 * The consultant's Documents (part 2 §2): their students' first (Mine, or All), searched (file
 * name, student email or name), filtered by category and paged on the server.
 */
export function DocumentList() {
  const { t } = useTranslation('adminDocuments');
  const categoryLabel = useDocumentCategoryLabel();
  const urlList = useListParams();
  const { show, ...params } = urlList.params;
  const list = useAdminDocuments({
    ...params,
    consultant: consultantFilterOf(show),
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [pending, setPending] = useState<AdminDocument | null>(null);
  const deletion = useDeleteDocument({
    onSuccess: () => {
      setPending(null);
      toastSuccess(t('toasts.deleted'));
    },
    onError: () => {
      setPending(null);
      toastFailure(t('toasts.deleteFailed.title'), t('toasts.deleteFailed.message'));
    },
  });

  return (
    <AdminListPage
      text={t}
      searchMaxLength={DOCUMENT_SEARCH_MAX_LENGTH}
      scope={
        <ConsultantScopeControl
          value={show}
          onChange={(scope) => urlList.setFilter('show', scope)}
          labels={{ label: t('scope.label'), mine: t('scope.mine'), all: t('scope.all') }}
        />
      }
      filters={[
        {
          name: 'category',
          label: t('category'),
          options: [
            { value: 'all', label: t('allCategories') },
            ...documentCategories.map((value) => ({ value, label: categoryLabel(value) })),
          ],
          flex: '1 1 14rem',
        },
      ]}
      urlList={urlList}
      list={list}
      dialogs={
        <ConfirmDialog
          opened={pending !== null}
          title={t('deleteDialog.title')}
          message={t('deleteDialog.message')}
          confirmLabel={t('deleteDialog.confirm')}
          cancelLabel={t('deleteDialog.cancel')}
          isBusy={deletion.isPending}
          onConfirm={() => {
            if (pending) deletion.mutate(pending.id);
          }}
          onCancel={() => setPending(null)}
        />
      }
    >
      {(items) => <DocumentsTable items={items} onDelete={setPending} />}
    </AdminListPage>
  );
}
