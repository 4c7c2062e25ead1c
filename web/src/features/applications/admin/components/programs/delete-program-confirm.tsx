import { Button, Group, Stack, Text } from '@mantine/core';
import type { Program } from '@studypath/domain/programs';
import { useTranslation } from 'react-i18next';
import { useDeleteProgram } from '../../api/delete-program.ts';
import { toastFailure, toastSuccess } from '../../lib/toasts.ts';

/** Deleting a program needs a confirmation (part 2 §5); going back is the focused answer. */
export function DeleteProgramConfirm({
  program,
  onDone,
}: {
  program: Program;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminApplications');
  const deletion = useDeleteProgram({
    onSuccess: () => {
      toastSuccess(t('toasts.programDeleted'));
      onDone();
    },
    // A program attached to another path is refused (409): the server's message says so.
    onError: (error) => toastFailure(t('toasts.programDeleteFailed'), error),
  });
  return (
    <Stack gap="md">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('programs.deleteConfirm.message', { title: program.title })}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={deletion.isPending} data-autofocus>
          {t('programs.back')}
        </Button>
        <Button
          color="red"
          loading={deletion.isPending}
          onClick={() => deletion.mutate(program.id)}
        >
          {t('programs.deleteConfirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
