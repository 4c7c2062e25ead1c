import { Alert, Text } from '@mantine/core';
import type { StudyPathChecklist } from '@studypath/domain/checklist';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useItemTitle } from '../lib/item-title.ts';
import { joinList } from '../lib/join-list.ts';

type RulesChange = NonNullable<StudyPathChecklist['rulesChange']>;

/**
 * "Checklist updated on {date}: added ...; no longer needed ...", the last rules change that
 * changed this path's items, until the next one. The items are a rule's, named in the reader's
 * language and joined as the language lists things.
 */
export function RulesChangeAlert({ change }: { change: RulesChange }) {
  const { t } = useTranslation('checklist');
  const titleOf = useItemTitle();
  const titles = (ids: readonly string[]) =>
    joinList(ids.map((id) => titleOf({ id, custom: null })));
  const added =
    change.added.length > 0 ? t('rulesChange.added', { items: titles(change.added) }) : null;
  const removed =
    change.removed.length > 0 ? t('rulesChange.removed', { items: titles(change.removed) }) : null;
  const changes = added && removed ? t('rulesChange.both', { added, removed }) : (added ?? removed);
  if (changes === null) return null;
  return (
    // role note: shown on every load until the next change, so not announced as an alert.
    <Alert role="note" variant="light" color="blue" p="sm">
      <Text size="sm">
        {t('rulesChange.text', { date: formatDate(change.changedOn), changes })}
      </Text>
    </Alert>
  );
}
