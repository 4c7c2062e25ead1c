import { Group, NativeSelect } from '@mantine/core';
import {
  DOCUMENT_SEARCH_MAX_LENGTH,
  documentCategories,
  documentCategoryLabels,
  documentCategorySchema,
} from '@studypath/domain/documents';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../../components/debounced-search-input.tsx';
import type { CategoryFilter } from '../api/get-admin-documents.ts';

interface ListFiltersProps {
  search: string;
  category: CategoryFilter;
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: CategoryFilter) => void;
}

/** Search (file name, student email or name) and the category filter (part 2 §2). */
export function ListFilters({
  search,
  category,
  onSearchChange,
  onCategoryChange,
}: ListFiltersProps) {
  const { t } = useTranslation('adminDocuments');
  const categoryOptions = [
    { value: 'all', label: t('allCategories') },
    ...documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={DOCUMENT_SEARCH_MAX_LENGTH}
        search={search}
        onSearchChange={onSearchChange}
      />
      <NativeSelect
        label={t('category')}
        data={categoryOptions}
        value={category}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value === 'all') onCategoryChange('all');
          const chosen = documentCategorySchema.safeParse(value);
          if (chosen.success) onCategoryChange(chosen.data);
        }}
        style={{ flex: '1 1 14rem' }}
      />
    </Group>
  );
}
