import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { QUESTION_MAX_LENGTH } from '@studypath/domain/info-requests';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useCreateInfoRequest } from '../api/create-info-request.ts';
import { newQuestionId } from '../lib/question-id.ts';
import {
  canAddQuestion,
  canRemoveQuestion,
  findQuestionProblems,
  type DraftQuestion,
} from '../lib/validate-questions.ts';

const newQuestion = (): DraftQuestion => ({ id: newQuestionId(), question: '', required: true });

interface RequestInformationDialogProps {
  applicationId: string;
  /** The student who answers (the path's owner). */
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The Request information dialog (part 2 §2, §5): a list of questions, each required unless
 * unticked and with a generated id; one remains at least.
 */
export function RequestInformationDialog({
  applicationId,
  userId,
  opened,
  onClose,
}: RequestInformationDialogProps) {
  const { t } = useTranslation('adminInfoRequests');
  const form = useForm<{ questions: DraftQuestion[] }>({
    initialValues: { questions: [newQuestion()] },
    validate: ({ questions }) =>
      Object.fromEntries(
        Object.entries(findQuestionProblems(questions)).map(([path, problem]) => [
          path,
          t(`request.errors.${problem}`),
        ]),
      ),
  });
  const reset = () => {
    form.setValues({ questions: [newQuestion()] });
    form.clearErrors();
  };
  const creation = useCreateInfoRequest({
    onSuccess: () => {
      showToast({ variant: 'success', title: t('toasts.sent'), message: '' });
      reset();
      onClose();
    },
    onError: (error) =>
      showToast({
        variant: 'destructive',
        title: t('toasts.sendFailed'),
        message: refusalMessage(error) ?? '',
      }),
  });
  const close = () => {
    if (creation.isPending) return;
    reset();
    onClose();
  };
  const { questions } = form.values;

  return (
    <Modal opened={opened} onClose={close} title={t('request.title')} centered size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          creation.mutate({
            userId,
            applicationId,
            questions: values.questions.map(({ id, question, required }) => ({
              id,
              question: question.trim(),
              required,
            })),
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('request.intro')}
          </Text>
          {questions.map((question, index) => {
            const number = index + 1;
            return (
              <Paper
                key={question.id}
                withBorder
                radius="md"
                p="sm"
                role="group"
                aria-label={t('request.question', { number })}
              >
                <Stack gap="xs">
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <Textarea
                      label={t('request.question', { number })}
                      required
                      rows={2}
                      resize="vertical"
                      maxLength={QUESTION_MAX_LENGTH}
                      disabled={creation.isPending}
                      style={{ flex: 1, minWidth: 0 }}
                      data-autofocus={index === 0 ? true : undefined}
                      {...form.getInputProps(`questions.${index}.question`)}
                    />
                    {canRemoveQuestion(questions.length) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={24}
                        aria-label={t('request.remove', { number })}
                        disabled={creation.isPending}
                        onClick={() => form.removeListItem('questions', index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                  <Checkbox
                    label={t('request.required')}
                    disabled={creation.isPending}
                    {...form.getInputProps(`questions.${index}.required`, { type: 'checkbox' })}
                  />
                </Stack>
              </Paper>
            );
          })}
          {typeof form.errors.questions === 'string' && (
            <Text size="sm" c="red" role="alert">
              {form.errors.questions}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!canAddQuestion(questions.length) || creation.isPending}
              onClick={() => form.insertListItem('questions', newQuestion())}
            >
              {t('request.add')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={close} disabled={creation.isPending}>
                {t('request.cancel')}
              </Button>
              <Button type="submit" loading={creation.isPending}>
                {t('request.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
