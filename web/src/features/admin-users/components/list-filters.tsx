import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  USER_SEARCH_MAX_LENGTH,
  userRoleFilters,
  type UserRoleFilter,
} from '@studypath/domain/admin';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server searches as the consultant types, once they pause. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListFiltersProps {
  search: string;
  role: UserRoleFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: UserRoleFilter) => void;
}

/** Search by name or e-mail and the role filter (part 2 §2). */
export function ListFilters({ search, role, onSearchChange, onRoleChange }: ListFiltersProps) {
  const { t } = useTranslation('adminUsers');
  const [text, setText] = useState(search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onSearchChange(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={USER_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      <NativeSelect
        label={t('role')}
        data={userRoleFilters.map((value) => ({ value, label: t(`roleFilter.${value}`) }))}
        value={role}
        onChange={(event) => {
          const chosen = userRoleFilters.find((value) => value === event.currentTarget.value);
          if (chosen) onRoleChange(chosen);
        }}
        style={{ flex: '1 1 12rem' }}
      />
    </Group>
  );
}
