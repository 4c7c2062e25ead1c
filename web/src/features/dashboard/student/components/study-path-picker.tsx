import { Badge, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { studyPathName, type StudyPath } from '../lib/dashboard-rules.ts';

export interface StudyPathPickerProps {
  paths: readonly StudyPath[];
  activeId: string | null;
  value: string;
  onChange: (id: string) => void;
}

/** Chooses which study path the timeline shows; the active path carries an 'Active' badge. */
export function StudyPathPicker({ paths, activeId, value, onChange }: StudyPathPickerProps) {
  const { t } = useTranslation('dashboard');
  const data = paths.map((path) => ({
    value: path.id,
    label: t('timeline.option', {
      name: studyPathName(path) ?? t('timeline.defaultName'),
      date: formatDate(path.createdAt),
    }),
  }));
  return (
    // On a narrow screen the picker takes the full width and the badge drops below it.
    <Group gap="xs" align="flex-end" wrap="wrap" w={{ base: '100%', sm: 'auto' }}>
      <Select
        label={t('timeline.picker')}
        data={data}
        value={value}
        onChange={(id) => id && onChange(id)}
        allowDeselect={false}
        w={{ base: '100%', sm: 420 }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{option.label}</Text>
            {option.value === activeId && (
              <Badge size="xs" color="green" style={{ flexShrink: 0 }}>
                {t('timeline.active')}
              </Badge>
            )}
          </Group>
        )}
      />
      {value === activeId && (
        <Badge color="green" mb={8}>
          {t('timeline.active')}
        </Badge>
      )}
    </Group>
  );
}
