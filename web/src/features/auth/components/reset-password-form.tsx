import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@studypath/domain/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';

export interface ResetPasswordFormProps {
  /** The `token` query parameter of the reset link, or null when the link has none. */
  token: string | null;
  loginHref: string;
  /** Called once the new password is set; the caller sends the user to sign in. */
  onSuccess: () => void;
}

const validateWithSchema = schemaResolver(resetPasswordRequestSchema, { sync: true });

/** The password fields' problems only: a bad token is not the user's typing (see submit). */
function validatePasswords(values: { password: string; confirmPassword: string; token: string }) {
  const { token: _tokenProblem, ...fieldErrors } = validateWithSchema(values);
  return fieldErrors;
}

export function ResetPasswordForm({ token, loginHref, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { password: '', confirmPassword: '', token: token ?? '' },
    validate: validatePasswords,
  });
  const resetMutation = useResetPassword({
    onSuccess: () => {
      showToast({
        variant: 'success',
        title: t('resetPassword.success.title'),
        message: t('resetPassword.success.message'),
      });
      onSuccess();
    },
    onError: (error) => {
      showToast({
        variant: 'destructive',
        title: t('resetPassword.errors.title'),
        message: refusalMessage(error) ?? t('resetPassword.errors.default'),
      });
    },
  });

  const submit = form.onSubmit((values) => {
    // Spec §5: without a usable token nothing is sent; the link itself is at fault.
    const parsed = resetPasswordRequestSchema.safeParse({ ...values, token: token ?? '' });
    if (!parsed.success) {
      showToast({
        variant: 'destructive',
        title: t('resetPassword.invalidLink.title'),
        message: t('resetPassword.invalidLink.message'),
      });
      return;
    }
    resetMutation.mutate(parsed.data);
  });

  const isSubmitting = resetMutation.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('resetPassword.password')}
          placeholder={t('resetPassword.passwordPlaceholder')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.showCharacters') }}
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('resetPassword.confirmPassword')}
          placeholder={t('resetPassword.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.showCharacters') }}
          required
          withAsterisk={false}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={loginHref} fw={600}>
            {t('backToSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
