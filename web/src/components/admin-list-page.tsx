// The consultants' lists searched, filtered and paged on the server (Study Paths, Users,
// Documents, Audit Logs) are one page: the title, the search and the filters, then the table in
// its frame with the range and the pages. What is searched, filtered and shown lives in the
// address (lib/use-url-list-params.ts), so a reload or the back button returns to it.
import { Group, NativeSelect, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlList } from '../lib/use-url-list-params.ts';
import { DebouncedSearchInput } from './debounced-search-input.tsx';
import { PagedListFrame, type PageControl, type PagedList } from './paged-list-frame.tsx';

/** The texts every such list has in its own namespace, under these keys. */
export type ListTextKey =
  | 'title'
  | 'search'
  | 'searchPlaceholder'
  | 'loadFailed'
  | 'retry'
  | 'empty'
  | 'pages'
  | 'range'
  | `pageControls.${PageControl}`;

/** The list's `t` (texts come translated: components/ knows no feature's namespace). */
export type ListText = (
  key: ListTextKey,
  values?: { from: number; to: number; total: number },
) => string;

/** One filter of the list: a select whose value is the address's parameter `name`. */
export interface ListFilterSelect<Name extends string> {
  name: Name;
  label: string;
  /** Its 'all' option first. */
  options: readonly { value: string; label: string }[];
  /** The select's share of the filter row (CSS flex). */
  flex: string;
}

interface AdminListPageProps<F extends Record<string, string>, T> {
  text: ListText;
  searchMaxLength: number;
  /** The search field's share of the filter row (CSS flex), when not the usual one. */
  searchFlex?: string;
  filters: readonly ListFilterSelect<keyof F & string>[];
  /** A control before the search: the consultant lists' Mine / All switch (issue 29). */
  scope?: ReactNode;
  /** The address's parameters (useUrlListParams) the list was asked with. */
  urlList: UrlList<F>;
  list: PagedList<T>;
  /** The table of one page. */
  children: (items: T[]) => ReactNode;
  /** What the page opens over the list (its dialogs). */
  dialogs?: ReactNode;
}

/** A consultant's list page: title, search and filters, and the table of the page asked for. */
export function AdminListPage<F extends Record<string, string>, T>({
  text,
  searchMaxLength,
  searchFlex,
  filters,
  scope,
  urlList,
  list,
  children,
  dialogs,
}: AdminListPageProps<F, T>) {
  const { t } = useTranslation('common');
  const { params, setSearch, setFilter, setPage } = urlList;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {text('title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {scope}
        <DebouncedSearchInput
          label={text('search')}
          placeholder={text('searchPlaceholder')}
          maxLength={searchMaxLength}
          search={params.search}
          onSearchChange={setSearch}
          style={searchFlex ? { flex: searchFlex } : undefined}
        />
        {filters.map((filter) => (
          <NativeSelect
            key={filter.name}
            label={filter.label}
            data={filter.options}
            value={params[filter.name]}
            onChange={(event) => setFilter(filter.name, event.currentTarget.value)}
            style={{ flex: filter.flex }}
          />
        ))}
      </Group>
      <PagedListFrame
        list={list}
        page={params.page}
        onPageChange={setPage}
        labels={{
          loading: t('loading'),
          loadFailed: text('loadFailed'),
          retry: text('retry'),
          empty: text('empty'),
          pages: text('pages'),
          range: (range) => text('range', range),
          pageControl: (control) => text(`pageControls.${control}`),
        }}
      >
        {children}
      </PagedListFrame>
      {dialogs}
    </Stack>
  );
}
