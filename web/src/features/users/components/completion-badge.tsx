import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { completionColors, completionLevel } from '../lib/completion-level.ts';

/** The profile completeness percent in its colour (part 2 §9). */
export function CompletionBadge({ percentage }: { percentage: number }) {
  const { t } = useTranslation('adminUsers');
  const level = completionLevel(percentage);
  return (
    // Its full width always: in a squeezed table cell a badge would otherwise be cut to '10…'.
    <Badge
      variant="light"
      color={completionColors[level]}
      tt="none"
      miw="max-content"
      data-level={level}
    >
      {t('percentage', { percentage })}
    </Badge>
  );
}
