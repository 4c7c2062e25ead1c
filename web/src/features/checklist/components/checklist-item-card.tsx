import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ChecklistItem, StudyPathChecklist } from '@studypath/domain/checklist';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../lib/document-category-labels.ts';
import { draftOf, isKnownQuestion } from '../lib/question-answers.ts';
import type { ChecklistScope } from './checklist-scope.ts';
import { ItemSources } from './item-sources.tsx';
import { ItemStateBadge } from './item-state-badge.tsx';
import { ProofOfFundsBreakdown } from './proof-of-funds-breakdown.tsx';
import { QuestionForm } from './question-form.tsx';

interface ChecklistItemCardProps {
  item: ChecklistItem;
  checklist: StudyPathChecklist;
  scope: ChecklistScope;
}

/** One item: its title and state, why it is needed, what to upload and where, and its sources. */
export function ChecklistItemCard({ item, checklist, scope }: ChecklistItemCardProps) {
  const { t } = useTranslation('checklist');
  const categoryLabel = useDocumentCategoryLabel();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {t(`items.${item.id}.title`)}
          </Title>
          <ItemStateBadge state={item.state} />
        </Group>
        <LabelledText label={t('item.why')} text={t(`items.${item.id}.reason`)} />
        <LabelledText label={t('item.upload')} text={t(`items.${item.id}.upload`)} />
        <Text size="sm">{t('item.category', { category: categoryLabel(item.category) })}</Text>
        {item.id === 'proof-of-funds' && (
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
      <Text size="sm">{text}</Text>
    </div>
  );
}
