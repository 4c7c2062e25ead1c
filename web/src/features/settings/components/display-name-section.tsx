import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DISPLAY_NAME_MAX_LENGTH } from '@studypath/domain/profile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '../../../components/limited-text-input.tsx';
import { fieldProblemsOf } from '../../../lib/parse-api-error.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useUpdateDisplayName } from '../api/update-display-name.ts';
import { checkDisplayName } from '../lib/display-name-form.ts';
import { LoadFailedAlert } from '../../../components/query-states.tsx';

/** The Display Name section of /admin/settings (part 2 §2): the name on the admin's messages. */
export function DisplayNameSection() {
  const { t } = useTranslation('adminSettings');
  const headingId = useId();
  const profile = useOwnProfile();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('displayName.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('displayName.description')}
          </Text>
        </div>
        {profile.isPending && (
          <Center py="md" role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Center>
        )}
        {profile.isError && (
          <LoadFailedAlert
            title={t('displayName.loadFailed')}
            retryLabel={t('displayName.retry')}
            onRetry={() => void profile.refetch()}
          />
        )}
        {profile.data && <DisplayNameForm saved={profile.data.displayName ?? ''} />}
      </Stack>
    </Paper>
  );
}

function DisplayNameForm({ saved }: { saved: string }) {
  const { t } = useTranslation('adminSettings');
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const saving = useUpdateDisplayName({
    onSuccess: (profile) => {
      setValue(profile.displayName ?? '');
      showToast({ variant: 'success', title: t('toasts.updated'), message: '' });
    },
    onError: (failure) => {
      setError(fieldProblemsOf(failure).displayName);
      showToast({
        variant: 'destructive',
        title: t('toasts.failed.title'),
        message: refusalMessage(failure) ?? t('toasts.failed.message'),
      });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving.isPending) return;
        const checked = checkDisplayName(value);
        if ('error' in checked) {
          setError(checked.error);
          return;
        }
        setError(undefined);
        saving.mutate(checked.request);
      }}
    >
      <Stack gap="md">
        <LimitedTextInput
          label={t('displayName.label')}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          name="displayName"
          autoComplete="name"
          required
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={saving.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('displayName.save')}
        </Button>
      </Stack>
    </form>
  );
}
