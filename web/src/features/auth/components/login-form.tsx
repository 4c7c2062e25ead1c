import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { CurrentUser } from '@studypath/domain/auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useLogin } from '../api/login.ts';
import { loadAuthSchemas } from '../lib/load-auth-schemas.ts';
import { mapLoginError } from '../lib/map-login-error.ts';
import { ResendVerification } from './resend-verification.tsx';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

export interface LoginFormProps {
  registerHref: string;
  forgotPasswordHref: string;
  /** Called once the server accepted the credentials and the session cache holds the user. */
  onSuccess: (user: CurrentUser) => void;
}

export function LoginForm({ registerHref, forgotPasswordHref, onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The address a sign-in was refused for as unverified: the form then offers to send the
  // verification email again (the toast alone goes away, and offers nothing).
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const submittedEmail = useRef('');
  const loginMutation = useLogin({
    onSuccess: (user) => {
      showToast({
        variant: 'success',
        title: t('login.success.title'),
        message: t('login.success.message'),
      });
      onSuccess(user);
    },
    onError: (error) => {
      const kind = mapLoginError(error);
      showToast({
        variant: 'destructive',
        title: t('login.errors.title'),
        message: t(`login.errors.${kind}`),
      });
      setUnverifiedEmail(kind === 'emailNotVerified' ? submittedEmail.current : null);
    },
  });

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'email') setUnverifiedEmail(null);
  };

  // The rules load while the visitor fills the form in (lib/load-auth-schemas.ts); a submit made
  // before they are in waits for them, and a second one meanwhile is ignored.
  const isValidating = useRef(false);
  const prepare = () => void loadAuthSchemas().catch(() => undefined); // submit reports it

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValidating.current) return;
    isValidating.current = true;
    let schemas: Awaited<ReturnType<typeof loadAuthSchemas>>;
    try {
      schemas = await loadAuthSchemas();
    } catch (error) {
      // The rules could not be loaded (the connection dropped): said as any failed sign-in is.
      showToast({
        variant: 'destructive',
        title: t('login.errors.title'),
        message: t(`login.errors.${mapLoginError(error)}`),
      });
      return;
    } finally {
      isValidating.current = false;
    }
    const parsed = schemas.loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    submittedEmail.current = parsed.data.email;
    loginMutation.mutate(parsed.data);
  };

  const isSubmitting = loginMutation.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} onFocus={prepare} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          required
          withAsterisk={false}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
          required
          withAsterisk={false}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={forgotPasswordHref} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        {unverifiedEmail && (
          <Alert variant="light" title={t('login.errors.emailNotVerified')}>
            <Stack gap="xs">
              <Text size="sm">{t('resendVerification.prompt')}</Text>
              <ResendVerification key={unverifiedEmail} email={unverifiedEmail} />
            </Stack>
          </Alert>
        )}
        <Text size="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          {/* Underlined: a link inside a sentence must not be told apart by colour alone. */}
          <Anchor component={Link} to={registerHref} fw={600} underline="always">
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
