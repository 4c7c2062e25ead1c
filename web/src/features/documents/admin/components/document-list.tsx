import { Stack, Title } from '@mantine/core';
import type { AdminDocument } from '@studypath/domain/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListFrame } from '../../../../components/paged-list-frame.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useAdminDocuments, type AdminDocumentListParams } from '../api/get-admin-documents.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';
import { DocumentsTable } from './documents-table.tsx';
import { ListFilters } from './list-filters.tsx';

export const ADMIN_DOCUMENTS_PAGE_SIZE = 20;

type ListParams = Omit<AdminDocumentListParams, 'pageSize'>;

/** The consultant's Documents (part 2 §2): searched, filtered and paged on the server. */
export function DocumentList() {
  const { t } = useTranslation(['adminDocuments', 'common']);
  const [params, setParamsState] = useState<ListParams>({ search: '', category: 'all', page: 1 });
  const setParams = (changes: Partial<ListParams>) =>
    setParamsState((current) => ({ ...current, ...changes }));
  const list = useAdminDocuments({ ...params, pageSize: ADMIN_DOCUMENTS_PAGE_SIZE });
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
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ListFilters
        search={params.search}
        category={params.category}
        onSearchChange={(search) => setParams({ search, page: 1 })}
        onCategoryChange={(category) => setParams({ category, page: 1 })}
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
        {(items) => <DocumentsTable items={items} onDelete={setPending} />}
      </PagedListFrame>
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
    </Stack>
  );
}
