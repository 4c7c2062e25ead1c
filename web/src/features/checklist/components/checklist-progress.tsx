import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Items accepted or not needed, of all items: a bar named for screen readers, and the count. */
export function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('checklist');
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t('progress.label')} size="md" radius="xl" />
      <Text size="sm">{t('progress.text', { done, total })}</Text>
    </Stack>
  );
}
