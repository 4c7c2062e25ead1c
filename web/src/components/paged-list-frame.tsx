import { Box, Center, Group, Loader, Pagination, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from './query-states.tsx';

export type PageControl = 'first' | 'previous' | 'last' | 'next';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedListLabels {
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  /** The pagination landmark's name. */
  pages: string;
  range: (range: { from: number; to: number; total: number }) => string;
  pageControl: (control: PageControl) => string;
}

/** A list's query: the frame shows its loading, failure and empty states. */
export interface PagedList<T> {
  isPending: boolean;
  isError: boolean;
  data: Page<T> | undefined;
  refetch: () => unknown;
}

interface PagedListFrameProps<T> {
  list: PagedList<T>;
  /** The page asked for, which leads the page the kept previous data shows while the next loads. */
  page: number;
  onPageChange: (page: number) => void;
  /** Texts come translated: components/ knows no feature's namespace. */
  labels: PagedListLabels;
  children: (items: T[]) => ReactNode;
}

/** An admin list's table in its bordered frame, with the range shown and the pages below it. */
export function PagedListFrame<T>({
  list,
  page,
  onPageChange,
  labels,
  children,
}: PagedListFrameProps<T>) {
  const { data } = list;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <>
      <Paper withBorder radius="md" p={0}>
        {list.isPending ? (
          <Center py="xl" role="status" aria-label={labels.loading}>
            <Loader size="sm" />
          </Center>
        ) : list.isError ? (
          <LoadFailedAlert
            title={labels.loadFailed}
            retryLabel={labels.retry}
            onRetry={() => void list.refetch()}
            m="md"
          />
        ) : !data ? null : data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {labels.empty}
          </Text>
        ) : (
          children(data.items)
        )}
      </Paper>
      {data && pageCount > 1 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {labels.range({
              from: (data.page - 1) * data.pageSize + 1,
              to: (data.page - 1) * data.pageSize + data.items.length,
              total: data.total,
            })}
          </Text>
          <Box component="nav" aria-label={labels.pages}>
            <Pagination
              total={pageCount}
              value={page}
              onChange={onPageChange}
              siblings={1}
              boundaries={1}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': labels.pageControl(control) })}
            />
          </Box>
        </Group>
      )}
    </>
  );
}
