import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  ANSWER_MAX_LENGTH,
  findMissingAnswers,
  type StudentInfoRequest,
} from '@studypath/domain/info-requests';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useRespondInfoRequest } from '../api/respond-info-request.ts';
import { responsesToSend } from '../lib/requests-for-path.ts';
import { RequestCard } from './request-card.tsx';

/**
 * A pending request: one answer per question, the required ones marked. Submitting with a required
 * answer blank (after trimming) is refused with a toast and marks those fields (part 2 §5).
 */
export function PendingRequest({ request }: { request: StudentInfoRequest }) {
  const { t } = useTranslation('infoRequests');
  const fieldId = useId();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missingIds, setMissingIds] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const response = useRespondInfoRequest(request.id, {
    onSuccess: () =>
      showToast({
        variant: 'success',
        title: t('toasts.submitted.title'),
        message: t('toasts.submitted.message'),
      }),
    // No toast for a failed information-request call (§8): the form says it where it happened.
    onError: (error) => setFailure(refusalMessage(error) ?? t('form.failed')),
  });
  const idOf = (questionId: string) => `${fieldId}-${questionId}`;

  const submit = () => {
    setFailure(null);
    const missing = findMissingAnswers(request.questions, answers);
    setMissingIds(new Set(missing.map((question) => question.id)));
    if (missing[0]) {
      showToast({
        variant: 'destructive',
        title: t('toasts.missingAnswers.title'),
        message: t('toasts.missingAnswers.message'),
      });
      document.getElementById(idOf(missing[0].id))?.focus();
      return;
    }
    response.mutate({ responses: responsesToSend(answers) });
  };

  return (
    <RequestCard request={request}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {request.questions.map((question) => (
            <Textarea
              key={question.id}
              id={idOf(question.id)}
              label={question.question}
              required={question.required}
              rows={3}
              resize="vertical"
              maxLength={ANSWER_MAX_LENGTH}
              value={answers[question.id] ?? ''}
              error={missingIds.has(question.id)}
              disabled={response.isPending}
              styles={{ label: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }}
              onChange={(event) => {
                const answer = event.currentTarget.value;
                setAnswers((current) => ({ ...current, [question.id]: answer }));
                if (missingIds.has(question.id)) {
                  setMissingIds(
                    (current) => new Set([...current].filter((id) => id !== question.id)),
                  );
                }
              }}
            />
          ))}
          {failure && (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={response.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </RequestCard>
  );
}
