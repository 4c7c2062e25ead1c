import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@studypath/domain/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';

export interface ForgotPasswordFormProps {
  loginHref: string;
  /** Called once the server accepted the request; the caller shows where the link went. */
  onSuccess: () => void;
}

export function ForgotPasswordForm({ loginHref, onSuccess }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordRequestSchema, { sync: true }),
    transformValues: (values): ForgotPasswordRequest => forgotPasswordRequestSchema.parse(values),
  });
  const requestReset = useRequestPasswordReset({
    onSuccess: () => {
      showToast({
        variant: 'success',
        title: t('forgotPassword.success.title'),
        message: t('forgotPassword.success.message'),
      });
      onSuccess();
    },
    onError: (error) => {
      showToast({
        variant: 'destructive',
        title: t('forgotPassword.errors.title'),
        message: refusalMessage(error) ?? t('forgotPassword.errors.generic'),
      });
    },
  });

  const isSubmitting = requestReset.isPending;
  return (
    <form onSubmit={form.onSubmit((data) => requestReset.mutate(data))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('forgotPassword.email')}
          placeholder={t('forgotPassword.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('forgotPassword.rememberPassword')}{' '}
          <Anchor component={Link} to={loginHref} fw={600}>
            {t('forgotPassword.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
