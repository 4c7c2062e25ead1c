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
import type { AdminDocument } from '@studypath/domain/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;
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
          <DocumentsTable items={list.data.items} onDelete={setPending} />
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
