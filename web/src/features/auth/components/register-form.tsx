import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { registerRequestSchema, type RegisterRequest } from '@studypath/domain/auth';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useRegister } from '../api/register.ts';
import { mapRegisterError } from '../lib/map-register-error.ts';

export interface RegisterFormProps {
  loginHref: string;
  termsOfServiceHref: string;
  privacyPolicyHref: string;
  /**
   * Called with the registered address once the server created the account; the caller moves on
   * to the verification notice (which can send the email again).
   */
  onSuccess: (email: string) => void;
}

const initialValues = {
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

/**
 * A legal page opens in a new tab so that the half-filled form stays where it is. Underlined: in
 * the checkbox's sentence its blue is too close to the black text to be told apart by colour
 * alone (axe's link-in-text-block, which flagged it when a long label wrapped the link mid-line).
 */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit underline="always">
      {children}
    </Anchor>
  );
}

export function RegisterForm({
  loginHref,
  termsOfServiceHref,
  privacyPolicyHref,
  onSuccess,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues,
    // The server's schema, so both sides reject the same input with the same words (spec §5).
    validate: schemaResolver(registerRequestSchema, { sync: true }),
    transformValues: (values): RegisterRequest => registerRequestSchema.parse(values),
  });
  const registerMutation = useRegister({
    onSuccess: () => {
      showToast({
        variant: 'success',
        title: t('register.success.title'),
        message: t('register.success.message'),
      });
      onSuccess(form.getTransformedValues().email);
    },
    onError: (error) => {
      showToast({
        variant: 'destructive',
        title: t('register.errors.title'),
        message: t(`register.errors.${mapRegisterError(error)}`),
      });
    },
  });

  const isSubmitting = registerMutation.isPending;
  return (
    <form onSubmit={form.onSubmit((data) => registerMutation.mutate(data))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('register.email')}
          placeholder={t('register.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('register.password')}
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('register.showCharacters') }}
          required
          withAsterisk={false}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('register.showCharacters') }}
          required
          withAsterisk={false}
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{ anchor: <NewTabLink href={termsOfServiceHref} /> }}
            />
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="register.acceptPrivacy"
              components={{ anchor: <NewTabLink href={privacyPolicyHref} /> }}
            />
          }
          {...form.getInputProps('acceptPrivacy', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={loginHref} fw={600}>
            {t('register.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
