import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  THREAD_SUBJECT_MAX_LENGTH,
  type AdminThread,
} from '@studypath/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateThread } from '../api/create-thread.ts';
import { useRecentApplications } from '../api/get-recent-applications.ts';
import { studentChoices } from '../lib/student-choices.ts';
import { toastFailure, toastSuccess } from '../lib/toasts.ts';

interface StartThreadDialogProps {
  opened: boolean;
  /** Chosen already (a study path's 'Message Student'); null lets the consultant pick. */
  studentId: string | null;
  threads: readonly AdminThread[];
  onClose: () => void;
  onStarted: (thread: AdminThread) => void;
}

/** A new conversation with a student: the student, 'Subject' and 'Initial Message' (§2). */
export function StartThreadDialog(props: StartThreadDialogProps) {
  const { t } = useTranslation('adminMessages');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('startDialog.title')} centered>
      {/* Mounted only while open, so each opening starts from empty fields. */}
      {props.opened && <StartThreadForm {...props} />}
    </Modal>
  );
}

function StartThreadForm({ studentId, threads, onClose, onStarted }: StartThreadDialogProps) {
  const { t } = useTranslation('adminMessages');
  const [chosenStudent, setChosenStudent] = useState<string | null>(studentId);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const applications = useRecentApplications({ isEnabled: true });
  const choices = studentChoices({
    threads,
    applications: applications.data?.items ?? [],
    requiredId: studentId,
    unknownLabel: t('startDialog.selectedStudent'),
  });
  const creation = useCreateThread({
    onSuccess: (thread) => {
      toastSuccess(t('toasts.started'));
      onStarted(thread);
    },
    onError: (error) => toastFailure(t('toasts.startFailed'), null, error),
  });
  const isComplete = chosenStudent !== null && subject.trim() !== '' && content.trim() !== '';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosenStudent === null || !isComplete) return;
        creation.mutate({
          studentId: chosenStudent,
          subject: subject.trim(),
          content: content.trim(),
        });
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('startDialog.student')}
          placeholder={t('startDialog.studentPlaceholder')}
          nothingFoundMessage={t('startDialog.noStudents')}
          data={choices}
          value={chosenStudent}
          onChange={setChosenStudent}
          searchable
          required
          disabled={creation.isPending}
        />
        <TextInput
          label={t('startDialog.subject')}
          required
          maxLength={THREAD_SUBJECT_MAX_LENGTH}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          disabled={creation.isPending}
          data-autofocus={studentId !== null ? true : undefined}
        />
        <Textarea
          label={t('startDialog.message')}
          required
          rows={5}
          resize="vertical"
          maxLength={MESSAGE_CONTENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          disabled={creation.isPending}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={creation.isPending}>
            {t('startDialog.cancel')}
          </Button>
          <Button type="submit" disabled={!isComplete} loading={creation.isPending}>
            {t('startDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
