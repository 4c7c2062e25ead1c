import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ChecklistItem } from '@studypath/domain/checklist';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';

interface ItemHistoryProps {
  item: ChecklistItem;
  title: string;
}

/**
 * What happened to an item: the consultant's latest decision (with the reason the student acts
 * on), the documents uploaded for it, newest first, and, for an item a rules change stopped
 * asking for, why it is still here.
 */
export function ItemHistory({ item, title }: ItemHistoryProps) {
  const { t } = useTranslation('checklist');
  const { review, documents } = item;
  return (
    <Stack gap={6}>
      {review && (
        // A note, not an alert: it is read with the item, not announced on every load.
        <Alert
          role="note"
          variant="light"
          color={review.decision === 'needs_changes' ? 'orange' : 'gray'}
          p="xs"
          styles={{ message: { overflowWrap: 'anywhere' } }}
        >
          <Text size="sm">
            {review.decision === 'accepted'
              ? t('review.accepted', { date: formatDate(review.decidedAt) })
              : t(`review.${review.decision}`, { reason: review.reason ?? '' })}
          </Text>
        </Alert>
      )}
      {documents.length > 0 && (
        <Stack
          gap={2}
          component="ul"
          aria-label={t('documents.label', { item: title })}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {documents.map((document) => (
            <Text key={document.id} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {/* The file opens from its item: the consultant reviews it, the student checks it. */}
              <Trans
                t={t}
                i18nKey="documents.uploaded"
                values={{ fileName: document.fileName, date: formatDate(document.createdAt) }}
                components={{
                  file: (
                    <Anchor
                      href={document.downloadUrl}
                      download={document.fileName}
                      inherit
                      underline="always"
                      aria-label={t('documents.download', { fileName: document.fileName })}
                    />
                  ),
                }}
              />
            </Text>
          ))}
        </Stack>
      )}
      {item.noLongerRequired && (
        <Text size="sm" fs="italic">
          {t('item.noLongerRequired')}
        </Text>
      )}
    </Stack>
  );
}
