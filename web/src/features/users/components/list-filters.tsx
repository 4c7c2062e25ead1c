import { Group, NativeSelect } from '@mantine/core';
import {
  USER_SEARCH_MAX_LENGTH,
  userRoleFilters,
  type UserRoleFilter,
} from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input.tsx';

interface ListFiltersProps {
  search: string;
  role: UserRoleFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: UserRoleFilter) => void;
}

/** Search by name or e-mail and the role filter (part 2 §2). */
export function ListFilters({ search, role, onSearchChange, onRoleChange }: ListFiltersProps) {
  const { t } = useTranslation('adminUsers');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={USER_SEARCH_MAX_LENGTH}
        search={search}
        onSearchChange={onSearchChange}
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
