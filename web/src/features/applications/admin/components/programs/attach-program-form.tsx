import { Button, Group, Stack, Text } from '@mantine/core';
import { PROGRAM_NOTES_MAX_LENGTH, type Program } from '@studypath/domain/programs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../../../components/limited-text-input.tsx';
import { useAttachProgram } from '../../api/attach-program.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';

interface AttachProgramFormProps {
  applicationId: string;
  program: Program;
  onDone: () => void;
}

/** Attach a program to the path, with optional notes the student reads. */
export function AttachProgramForm({ applicationId, program, onDone }: AttachProgramFormProps) {
  const { t } = useTranslation('adminApplications');
  const [notes, setNotes] = useState('');
  const attach = useAttachProgram(applicationId, {
    onSuccess: () => {
      toastSuccess(t('toasts.programAttached'));
      onDone();
    },
    onError: (error) => toastFailure(t('toasts.programAttachFailed'), error),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = notes.trim();
        attach.mutate({ programId: program.id, notes: trimmed === '' ? null : trimmed });
      }}
    >
      <Stack gap="md">
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {program.title}
          </Text>
          {program.institution && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {program.institution}
            </Text>
          )}
        </div>
        <LimitedTextarea
          label={t('programs.attachForm.notes')}
          description={t('programs.attachForm.notesHint')}
          rows={3}
          resize="vertical"
          maxLength={PROGRAM_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={attach.isPending}>
            {t('programs.back')}
          </Button>
          <Button type="submit" loading={attach.isPending}>
            {t('programs.attachForm.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
