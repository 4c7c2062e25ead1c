import { Textarea, TextInput } from '@mantine/core';
import type { QuizQuestion } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';

interface QuizTextFieldProps {
  question: QuizQuestion;
  label: string;
  /** The domain's limit: typing stops there, and a counter under the field says how near it is. */
  maxLength: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
  isRequired?: boolean;
  isMultiline?: boolean;
}

/** The id a quiz field carries, so a problem found on Next or Submit can focus it. */
export const quizFieldId = (question: QuizQuestion) => `quiz-${question}`;

/** A text answer of the quiz with its limit in sight (issue 24) and its own error under it. */
export function QuizTextField({
  question,
  label,
  maxLength,
  value,
  error,
  onChange,
  hint,
  isRequired = false,
  isMultiline = false,
}: QuizTextFieldProps) {
  const { t } = useTranslation('applications');
  const counter = t('quiz.characterCount', { used: value.length, max: maxLength });
  const props = {
    id: quizFieldId(question),
    label,
    required: isRequired,
    value,
    error,
    maxLength,
    // The counter (and any hint) sits under the field, where the typing reaches the limit.
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
    description: (
      <>
        {hint !== undefined && <span>{hint}</span>}
        <span style={{ marginInlineStart: 'auto', whiteSpace: 'nowrap' }}>{counter}</span>
      </>
    ),
    styles: { description: { display: 'flex', gap: 'var(--mantine-spacing-xs)', marginTop: 4 } },
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return isMultiline ? <Textarea rows={3} {...props} /> : <TextInput {...props} />;
}
