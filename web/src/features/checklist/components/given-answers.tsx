import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ChecklistAnswers, ChecklistQuestionId } from '@studypath/domain/checklist';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answeredQuestions, draftOf } from '../lib/question-answers.ts';
import type { ChecklistScope } from './checklist-scope.ts';
import { QuestionForm } from './question-form.tsx';

interface GivenAnswersProps {
  answers: ChecklistAnswers;
  scope: ChecklistScope;
}

/**
 * The answers given so far, each with Change answer: an answered question leaves its item (or
 * takes it off the list), so this is the one place to correct it. Nothing shows before the first.
 */
export function GivenAnswers({ answers, scope }: GivenAnswersProps) {
  const { t } = useTranslation('checklist');
  const headingId = useId();
  const [changing, setChanging] = useState<ChecklistQuestionId | null>(null);
  const answered = answeredQuestions(answers);
  if (answered.length === 0) return null;
  const role = scope.audience === 'admin' ? 'consultant' : 'student';

  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('answers.heading')}
      </Title>
      <Stack
        gap="sm"
        component="ul"
        aria-labelledby={headingId}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {answered.map((questionId) => {
          const question = t(`questions.${questionId}.${role}`);
          return (
            <li key={questionId}>
              {changing === questionId ? (
                <QuestionForm
                  questionId={questionId}
                  initialDraft={draftOf(answers, questionId)}
                  scope={scope}
                  onClose={() => setChanging(null)}
                />
              ) : (
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
                    <Text size="sm">{question}</Text>
                    <Text size="sm" fw={600}>
                      <AnswerText answers={answers} questionId={questionId} />
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('answers.changeNamed', { question })}
                    onClick={() => setChanging(questionId)}
                  >
                    {t('answers.change')}
                  </Button>
                </Group>
              )}
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** An answer in words: Yes/No, Public/Private, months, family members or Nobody. */
function AnswerText({
  answers,
  questionId,
}: {
  answers: ChecklistAnswers;
  questionId: ChecklistQuestionId;
}) {
  const { t } = useTranslation('checklist');
  switch (questionId) {
    case 'institutionType':
      return answers.institutionType === 'private' ? t('answer.private') : t('answer.public');
    case 'needsMedicalExam':
    case 'comingWithParent':
      return answers[questionId] ? t('answer.yes') : t('answer.no');
    case 'studyLengthMonths':
      return t('answer.months', { count: answers.studyLengthMonths ?? 0 });
    case 'familyMembersComing': {
      const count = answers.familyMembersComing ?? 0;
      return count === 0 ? t('answer.nobody') : t('answer.familyMembers', { count });
    }
  }
}
