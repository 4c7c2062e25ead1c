import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ChecklistItem } from '@studypath/domain/checklist';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { sourceSite } from '../lib/source-site.ts';

/** The official pages an item rests on, each opening in a new tab, with the day it was checked. */
export function ItemSources({ sources }: { sources: ChecklistItem['sources'] }) {
  const { t } = useTranslation('checklist');
  if (sources.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {sources.map((source) => (
        <Group key={source.url} component="li" gap={6} wrap="wrap">
          <Anchor
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            // A touch target of 24 px at least (WCAG 2.5.8): two small links one above the other.
            display="inline-block"
            py={4}
          >
            {t('item.source', { site: sourceSite(source.url) })}
            <VisuallyHidden>{` ${t('item.newTab')}`}</VisuallyHidden>
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('item.checked', { date: formatDate(source.checkedOn) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
