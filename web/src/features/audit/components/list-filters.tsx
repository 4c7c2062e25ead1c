import { Group, NativeSelect } from '@mantine/core';
import {
  AUDIT_SEARCH_MAX_LENGTH,
  auditLogActions,
  auditLogEntityTypes,
} from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input.tsx';
import { useAuditLabels } from '../../../lib/audit-labels.ts';
import {
  asActionFilter,
  asEntityTypeFilter,
  type ActionFilter,
  type EntityTypeFilter,
} from '../lib/use-list-params.ts';

interface ListFiltersProps {
  search: string;
  action: ActionFilter;
  entityType: EntityTypeFilter;
  onSearchChange: (search: string) => void;
  onActionChange: (action: ActionFilter) => void;
  onEntityTypeChange: (entityType: EntityTypeFilter) => void;
}

/** Search by user, action or IP, and the action and entity type filters (part 2 §2). */
export function ListFilters(props: ListFiltersProps) {
  const { search, action, entityType, onSearchChange, onActionChange, onEntityTypeChange } = props;
  const { t } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
  const actionOptions = [
    { value: 'all', label: t('allActions') },
    ...auditLogActions.map((value) => ({ value, label: labels.action(value) })).sort(byLabel),
  ];
  const entityTypeOptions = [
    { value: 'all', label: t('allEntityTypes') },
    ...auditLogEntityTypes
      .map((value) => ({ value, label: labels.entityType(value) }))
      .sort(byLabel),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedSearchInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={AUDIT_SEARCH_MAX_LENGTH}
        search={search}
        onSearchChange={onSearchChange}
        style={{ flex: '2 1 16rem' }}
      />
      <NativeSelect
        label={t('action')}
        data={actionOptions}
        value={action}
        onChange={(event) => {
          const chosen = asActionFilter(event.currentTarget.value);
          if (chosen) onActionChange(chosen);
        }}
        style={{ flex: '1 1 12rem' }}
      />
      <NativeSelect
        label={t('entityType')}
        data={entityTypeOptions}
        value={entityType}
        onChange={(event) => {
          const chosen = asEntityTypeFilter(event.currentTarget.value);
          if (chosen) onEntityTypeChange(chosen);
        }}
        style={{ flex: '1 1 12rem' }}
      />
    </Group>
  );
}
