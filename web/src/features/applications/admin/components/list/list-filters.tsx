import { Group, NativeSelect } from '@mantine/core';
import {
  APPLICATION_SEARCH_MAX_LENGTH,
  applicationStatusFilters,
  applicationStatusFilterSchema,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../../../components/debounced-search-input.tsx';
import { statusLabel } from '../../../../../lib/status-display.ts';

interface ListFiltersProps {
  search: string;
  status: ApplicationStatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: ApplicationStatusFilter) => void;
}

/** Search (name, email, field of study, institutions) and the status filter (part 2 §2). */
export function ListFilters({ search, status, onSearchChange, onStatusChange }: ListFiltersProps) {
  const { t } = useTranslation('adminApplications');
  const statusOptions = applicationStatusFilters.map((value) => ({
    value,
    label: value === 'all' ? t('list.allStatus') : statusLabel(value),
  }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={APPLICATION_SEARCH_MAX_LENGTH}
        search={search}
        onSearchChange={onSearchChange}
      />
      <NativeSelect
        label={t('list.status')}
        data={statusOptions}
        value={status}
        onChange={(event) => {
          const chosen = applicationStatusFilterSchema.safeParse(event.currentTarget.value);
          if (chosen.success) onStatusChange(chosen.data);
        }}
        style={{ flex: '1 1 14rem' }}
      />
    </Group>
  );
}
