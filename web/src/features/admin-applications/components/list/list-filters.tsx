import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  APPLICATION_SEARCH_MAX_LENGTH,
  applicationStatusFilters,
  applicationStatusFilterSchema,
  type ApplicationStatusFilter,
} from '@studypath/domain/applications';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../../../lib/status-display.ts';

/** The server searches as the consultant types, once they pause. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListFiltersProps {
  search: string;
  status: ApplicationStatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: ApplicationStatusFilter) => void;
}

/** Search (name, email, field of study, institutions) and the status filter (part 2 §2). */
export function ListFilters({ search, status, onSearchChange, onStatusChange }: ListFiltersProps) {
  const { t } = useTranslation('adminApplications');
  const [text, setText] = useState(search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onSearchChange(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  const statusOptions = applicationStatusFilters.map((value) => ({
    value,
    label: value === 'all' ? t('list.allStatus') : statusLabel(value),
  }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={APPLICATION_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
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
