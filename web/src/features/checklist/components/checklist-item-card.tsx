import { Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  isRuleItemId,
  type ChecklistItem,
  type StudyPathChecklist,
} from '@studypath/domain/checklist';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../lib/document-category-labels.ts';
import { useItemTitle } from '../lib/item-title.ts';
import { draftOf, isKnownQuestion } from '../lib/question-answers.ts';
import type { ChecklistScope } from './checklist-scope.ts';
import { ItemHistory } from './item-history.tsx';
import { ItemReviewActions } from './item-review-actions.tsx';
import { ItemSources } from './item-sources.tsx';
import { ItemStateBadge } from './item-state-badge.tsx';
import { ItemUploadButton } from './item-upload-button.tsx';
import type { UploadItemDocument } from './item-upload.ts';
import { ProofOfFundsBreakdown } from './proof-of-funds-breakdown.tsx';
import { QuestionForm } from './question-form.tsx';

interface ChecklistItemCardProps {
  item: ChecklistItem;
  checklist: StudyPathChecklist;
  scope: ChecklistScope;
  /** The student's upload (the page's), for the Upload document button; none for consultants. */
  uploadDocument?: UploadItemDocument;
}

/** States in which the student has something to send: the first document, a new one, another. */
const uploadStates: ReadonlySet<ChecklistItem['state']> = new Set([
  'to_do',
  'needs_changes',
  'uploaded',
]);

/**
 * One item: its title and state, why it is needed, what to upload and where, its sources, the
 * consultant's decision and the documents sent for it; then the reader's moves: the student's
 * upload, the consultant's review. A consultant's own item shows their title and details as
 * written, in place of a rule's texts, and has no sources.
 */
export function ChecklistItemCard({
  item,
  checklist,
  scope,
  uploadDocument,
}: ChecklistItemCardProps) {
  const { t } = useTranslation('checklist');
  const categoryLabel = useDocumentCategoryLabel();
  const titleOf = useItemTitle();
  const titleId = useId();
  const title = titleOf(item);
  // A rule's item reads its texts by id; a custom item (or an id this build does not know) not.
  const ruleId = item.custom === null && isRuleItemId(item.id) ? item.id : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <ItemStateBadge state={item.state} />
        </Group>
        {item.custom?.details && (
          <LabelledText label={t('custom.details')} text={item.custom.details} />
        )}
        {ruleId && (
          <>
            <LabelledText label={t('item.why')} text={t(`items.${ruleId}.reason`)} />
            <LabelledText label={t('item.upload')} text={t(`items.${ruleId}.upload`)} />
          </>
        )}
        <Text size="sm">{t('item.category', { category: categoryLabel(item.category) })}</Text>
        {ruleId === 'proof-of-funds' && (
          <ProofOfFundsBreakdown
            funds={checklist.proofOfFunds}
            answers={checklist.answers}
            scope={scope}
          />
        )}
        {isKnownQuestion(item.question) && (
          <Stack gap="xs">
            <Text size="sm" fs="italic">
              {t('item.cannotKnow')}
            </Text>
            <QuestionForm
              questionId={item.question}
              initialDraft={draftOf(checklist.answers, item.question)}
              scope={scope}
            />
          </Stack>
        )}
        <ItemSources sources={item.sources} />
        <ItemHistory item={item} title={title} />
        {scope.audience === 'student' && uploadDocument && uploadStates.has(item.state) && (
          <ItemUploadButton
            item={item}
            title={title}
            scope={scope}
            uploadDocument={uploadDocument}
          />
        )}
        {scope.audience === 'admin' && (
          <ItemReviewActions applicationId={scope.applicationId} item={item} title={title} />
        )}
      </Stack>
    </Card>
  );
}

function LabelledText({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </div>
  );
}
