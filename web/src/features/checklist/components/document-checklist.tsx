import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingQuery } from '../../../components/query-states.tsx';
import { useChecklist } from '../api/get-checklist.ts';
import type { ChecklistAudience } from '../api/query-keys.ts';
import { AddCustomItemForm } from './add-custom-item-form.tsx';
import { ChecklistItemCard } from './checklist-item-card.tsx';
import { ChecklistProgress } from './checklist-progress.tsx';
import { GivenAnswers } from './given-answers.tsx';
import type { UploadItemDocument } from './item-upload.ts';
import { RulesChangeAlert } from './rules-change-alert.tsx';

interface DocumentChecklistProps {
  applicationId: string;
  /** The student's page or the consultant's: which endpoints, and whom the questions address. */
  audience: ChecklistAudience;
  /**
   * The student's upload from an item: the Documents feature's, which the page composes (features
   * do not import one another). Without it the items offer no upload.
   */
  uploadDocument?: UploadItemDocument;
}

/**
 * A study path's document checklist (issue 28): its progress, each item with why it is needed,
 * what to upload and where, its sources and state, the questions the portal cannot answer asked
 * on their items, and the answers given so far with a way to change them. Both the student and
 * consultants may answer. The student uploads from an item; consultants review each item and add
 * their own. A rules change that moved the items says so on top. A failed load says so here with
 * Try again, never in a toast.
 */
export function DocumentChecklist({
  applicationId,
  audience,
  uploadDocument,
}: DocumentChecklistProps) {
  const { t } = useTranslation('checklist');
  const headingId = useId();
  const query = useChecklist(applicationId, audience);
  const scope = { applicationId, audience };
  const checklist = query.data;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('heading')}
        </Title>
        {checklist === undefined ? (
          <PendingQuery
            hasFailed={query.isError}
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {checklist.rulesChange && <RulesChangeAlert change={checklist.rulesChange} />}
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <ChecklistProgress done={checklist.progress.done} total={checklist.progress.total} />
            {checklist.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('empty')}
              </Text>
            ) : (
              checklist.items.map((item) => (
                <ChecklistItemCard
                  key={item.id}
                  item={item}
                  checklist={checklist}
                  scope={scope}
                  uploadDocument={uploadDocument}
                />
              ))
            )}
            {audience === 'admin' && <AddCustomItemForm applicationId={applicationId} />}
            <GivenAnswers answers={checklist.answers} scope={scope} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
