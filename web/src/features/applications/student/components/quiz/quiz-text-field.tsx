// The quiz's text answers use the app's one limited text field (issue 24): typing stops at the
// domain's limit and a counter shows from 80% of it. This wrapper only adds what the quiz needs
// on top: the id study-path-quiz focuses when a problem is found, and an answer-level onChange.
import type { QuizQuestion } from '@studypath/domain/applications';
import type { ChangeEvent } from 'react';
import {
  LimitedTextarea,
  LimitedTextInput,
} from '../../../../../components/limited-text-input.tsx';

interface QuizTextFieldProps {
  question: QuizQuestion;
  label: string;
  /** The domain's limit for this answer. */
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

/** A text answer of the quiz, with its own error under it. */
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
  const props = {
    id: quizFieldId(question),
    label,
    description: hint,
    required: isRequired,
    maxLength,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return isMultiline ? <LimitedTextarea rows={3} {...props} /> : <LimitedTextInput {...props} />;
}
