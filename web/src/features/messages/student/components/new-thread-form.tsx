import { Alert, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  THREAD_SUBJECT_MAX_LENGTH,
  type StudentThread,
} from '@studypath/domain/messages';
import { IconSend } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../../components/messages/back-button.tsx';
import { refusalMessage } from '../../../../lib/refusal-message.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { useCreateThread } from '../api/create-thread.ts';

interface NewThreadFormProps {
  onCreated: (thread: StudentThread) => void;
  onCancel: () => void;
}

/**
 * A new conversation: a subject and a first message, both needed after trimming (part 2 §5). A
 * failure is said in the form, not in a toast (§8).
 */
export function NewThreadForm({ onCreated, onCancel }: NewThreadFormProps) {
  const { t } = useTranslation('messages');
  const headingId = useId();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const creation = useCreateThread({
    onSuccess: (thread) => {
      showToast({
        variant: 'success',
        title: t('toasts.created.title'),
        message: t('toasts.created.message'),
      });
      onCreated(thread);
    },
  });
  const isComplete = subject.trim() !== '' && content.trim() !== '';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isComplete) creation.mutate({ subject: subject.trim(), content: content.trim() });
        }}
      >
        <Stack gap="sm">
          <BackButton label={t('conversation.back')} onClick={onCancel} />
          <Title order={2} size="h4" id={headingId}>
            {t('newThread.heading')}
          </Title>
          <TextInput
            label={t('newThread.subject')}
            required
            maxLength={THREAD_SUBJECT_MAX_LENGTH}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            disabled={creation.isPending}
            data-autofocus
          />
          <Textarea
            label={t('newThread.message')}
            required
            rows={5}
            resize="vertical"
            maxLength={MESSAGE_CONTENT_MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
            disabled={creation.isPending}
          />
          {creation.isError && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {refusalMessage(creation.error) ?? t('newThread.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={onCancel}
              disabled={creation.isPending}
              visibleFrom="md"
            >
              {t('newThread.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={!isComplete}
              loading={creation.isPending}
            >
              {t('newThread.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
