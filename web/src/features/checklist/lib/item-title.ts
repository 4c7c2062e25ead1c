// What an item is called on screen: a rule's title from the locale files, in the reader's
// language; a consultant's own item by the title they wrote, as written.
import { isRuleItemId, type ChecklistItem } from '@studypath/domain/checklist';
import { useTranslation } from 'react-i18next';

export function useItemTitle(): (item: Pick<ChecklistItem, 'id' | 'custom'>) => string {
  const { t } = useTranslation('checklist');
  return (item) => {
    if (item.custom) return item.custom.title;
    // A rule taken out of the code since (a rules change's "no longer needed") keeps its id.
    return isRuleItemId(item.id) ? t(`items.${item.id}.title`) : item.id;
  };
}
