import { Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import type { ChecklistQuestionId } from '@studypath/domain/checklist';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useUpdateChecklistAnswers } from '../api/update-checklist-answers.ts';
import { answerRequest, numberBounds, questionControls } from '../lib/question-answers.ts';
import type { ChecklistScope } from './checklist-scope.ts';

interface QuestionFormProps {
  questionId: ChecklistQuestionId;
  /** The answer given so far, as the form holds it ('' for none). */
  initialDraft: string;
  scope: ChecklistScope;
  /** Changing an answer: the form closes after saving, or on Cancel. */
  onClose?: () => void;
}

/**
 * One question the portal cannot answer itself, asked of whoever reads the page: Yes/No, Public/
 * Private, or a number, and Save. Saved, a toast says so and the checklist is read again (an
 * item may go or come); refused, the form says why.
 */
export function QuestionForm({ questionId, initialDraft, scope, onClose }: QuestionFormProps) {
  const { t } = useTranslation('checklist');
  const [draft, setDraft] = useState(initialDraft);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useUpdateChecklistAnswers(scope.applicationId, scope.audience, {
    onSuccess: () => {
      showToast({
        variant: 'success',
        title: t('answer.saved'),
        message: t('answer.savedMessage'),
      });
      onClose?.();
    },
    onError: (error) => setFailure(refusalMessage(error) ?? t('answer.failed')),
  });
  const label = t(
    `questions.${questionId}.${scope.audience === 'admin' ? 'consultant' : 'student'}`,
  );
  const change = (value: string) => {
    setDraft(value);
    setFailure(null);
  };

  const submit = () => {
    const request = answerRequest(questionId, draft);
    if (request === null) {
      setFailure(t('answer.required'));
      return;
    }
    saving.mutate(request);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <AnswerControl
          questionId={questionId}
          label={label}
          draft={draft}
          hasFailed={failure !== null}
          isDisabled={saving.isPending}
          onChange={change}
        />
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving.isPending}>
            {t('answer.save')}
          </Button>
          {onClose && (
            <Button size="xs" variant="default" onClick={onClose} disabled={saving.isPending}>
              {t('answer.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

interface AnswerControlProps {
  questionId: ChecklistQuestionId;
  label: string;
  draft: string;
  hasFailed: boolean;
  isDisabled: boolean;
  onChange: (draft: string) => void;
}

function AnswerControl({
  questionId,
  label,
  draft,
  hasFailed,
  isDisabled,
  onChange,
}: AnswerControlProps) {
  const { t } = useTranslation('checklist');
  const control = questionControls[questionId];
  if (control === 'months' || control === 'family-members') {
    return (
      <NumberInput
        label={label}
        value={draft}
        onChange={(value) => onChange(String(value))}
        min={numberBounds[control].min}
        max={numberBounds[control].max}
        allowDecimal={false}
        allowNegative={false}
        error={hasFailed}
        disabled={isDisabled}
        styles={{ label: { whiteSpace: 'normal' } }}
      />
    );
  }
  const options =
    control === 'yes-no'
      ? ([
          ['yes', t('answer.yes')],
          ['no', t('answer.no')],
        ] as const)
      : ([
          ['public', t('answer.public')],
          ['private', t('answer.private')],
        ] as const);
  return (
    <Radio.Group label={label} value={draft} onChange={onChange} error={hasFailed}>
      <Group gap="md" mt={6}>
        {options.map(([value, text]) => (
          <Radio key={value} value={value} label={text} disabled={isDisabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
