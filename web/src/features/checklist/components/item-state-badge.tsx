import { Badge } from '@mantine/core';
import type { ChecklistItemState } from '@studypath/domain/checklist';
import { useTranslation } from 'react-i18next';

const colors: Readonly<Record<ChecklistItemState, string>> = {
  to_do: 'gray',
  uploaded: 'blue',
  accepted: 'green',
  needs_changes: 'orange',
  not_needed: 'gray',
};

/** An item's state in words (the colour only repeats them). */
export function ItemStateBadge({ state }: { state: ChecklistItemState }) {
  const { t } = useTranslation('checklist');
  return (
    <Badge color={colors[state]} variant="light" style={{ flexShrink: 0 }}>
      {t(`states.${state}`)}
    </Badge>
  );
}
