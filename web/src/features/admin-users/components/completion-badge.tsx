import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { completionColors, completionLevel } from '../lib/completion-level.ts';

/** The profile completeness percent in its colour (part 2 §9). */
export function CompletionBadge({ percentage }: { percentage: number }) {
  const { t } = useTranslation('adminUsers');
  const level = completionLevel(percentage);
  return (
    <Badge variant="light" color={completionColors[level]} tt="none" data-level={level}>
      {t('percentage', { percentage })}
    </Badge>
  );
}
