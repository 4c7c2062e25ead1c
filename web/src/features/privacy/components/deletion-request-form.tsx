// Asking for the account's deletion (issue 30): the password, and the word typed as shown, in the
// page's language (the server takes any language's word). The button stays off until both are
// there; a wrong password is said under its field, any other refusal under the form.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  deletionConfirmationWords,
  isDeletionConfirmation,
  type AccountDeletionState,
} from '@studypath/domain/privacy';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useScheduleAccountDeletion } from '../api/schedule-account-deletion.ts';

export function DeletionRequestForm() {
  const { t } = useTranslation('accountDeletion');
  const word = deletionConfirmationWords[currentLanguage()];
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const scheduling = useScheduleAccountDeletion();
  const isConfirmed = isDeletionConfirmation(confirmation);
  const canSubmit = password !== '' && isConfirmed && !scheduling.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setFailure(null);
    scheduling.mutate(
      { password, confirmation },
      {
        onSuccess: (state: AccountDeletionState) =>
          showToast({
            variant: 'success',
            title: t('toasts.scheduledTitle'),
            message: t('toasts.scheduledMessage', { date: formatDate(state.deletionDate) }),
          }),
        onError: (error) => {
          const message = refusalMessage(error) ?? t('form.failed');
          const isWrongPassword =
            isApiError(error) && error.code === 'account_deletion.wrong_password';
          if (isWrongPassword) setPasswordError(message);
          else setFailure(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t('form.password')}
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setPasswordError(null);
          }}
        />
        <TextInput
          label={t('form.confirmation', { word })}
          autoComplete="off"
          spellCheck={false}
          required
          value={confirmation}
          error={
            confirmation.trim() !== '' && !isConfirmed
              ? t('form.confirmationMismatch', { word })
              : null
          }
          onChange={(event) => setConfirmation(event.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" color="red" disabled={!canSubmit} loading={scheduling.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
