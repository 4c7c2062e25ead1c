import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ChecklistProgressResponse } from '@studypath/domain/checklist';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChecklistProgress } from '../api/get-checklist-progress.ts';

type PathProgress = ChecklistProgressResponse['items'][number];

/** A column of the consultants' Study Paths table: its header and each row's cell. */
export interface ChecklistColumn {
  header: string;
  cell: (applicationId: string) => ReactNode;
}

interface ChecklistProgressColumnProps {
  /** The paths on the page, in the list's order. */
  applicationIds: readonly string[];
  /** The table, given the column (the list renders it; features do not import one another). */
  children: (column: ChecklistColumn) => ReactNode;
}

/**
 * The Checklist column of /admin/applications: each path's items done of all ("3/6") and, when
 * uploads wait, how many to review, from one call for the page's paths.
 */
export function ChecklistProgressColumn({
  applicationIds,
  children,
}: ChecklistProgressColumnProps) {
  const { t } = useTranslation('adminApplications', { keyPrefix: 'list' });
  const progress = useChecklistProgress(applicationIds);
  const byPath = new Map(progress.data?.items.map((item) => [item.applicationId, item]));
  return children({
    header: t('columns.checklist'),
    cell: (applicationId) => <ProgressCell progress={byPath.get(applicationId)} />,
  });
}

/** "—" while the column loads, or for a path the answer does not hold. */
function ProgressCell({ progress }: { progress: PathProgress | undefined }) {
  const { t } = useTranslation('adminApplications', { keyPrefix: 'list.checklist' });
  if (!progress) {
    return (
      <Text size="sm" c="dimmed">
        <span aria-hidden>{t('unknown')}</span>
        <VisuallyHidden>{t('unknownLabel')}</VisuallyHidden>
      </Text>
    );
  }
  const { done, total, awaitingReview } = progress;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <span aria-hidden>{t('progress', { done, total })}</span>
        <VisuallyHidden>{t('progressLabel', { done, total })}</VisuallyHidden>
      </Text>
      {awaitingReview > 0 && (
        <Badge color="blue" variant="light" tt="none">
          {t('toReview', { count: awaitingReview })}
        </Badge>
      )}
    </Group>
  );
}
