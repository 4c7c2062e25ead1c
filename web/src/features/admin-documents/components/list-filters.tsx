import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  DOCUMENT_SEARCH_MAX_LENGTH,
  documentCategories,
  documentCategoryLabels,
  documentCategorySchema,
} from '@studypath/domain/documents';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryFilter } from '../api/get-admin-documents.ts';

/** The server searches as the consultant types, once they pause. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  const [text, setText] = useState(search);
  const sendSearch = useDebouncedCallback(
    (value: string) => onSearchChange(value.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  const categoryOptions = [
    { value: 'all', label: t('allCategories') },
    ...documentCategories.map((value) => ({ value, label: documentCategoryLabels[value] })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={DOCUMENT_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
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
