import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseApiError } from '../../../lib/parse-api-error.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { loadAuthSchemas } from '../lib/load-auth-schemas.ts';

export interface ResendVerificationProps {
  /**
   * The address to send to when the screen knows it (the sign-in form's, the one just
   * registered): then only the button shows. Without it the visitor types it in.
   */
  email?: string | null;
}

/**
 * 'Send the verification email again' (issue 24). The server answers alike for every address
 * (decision 010), so the confirmation never says whether an account exists.
 */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const [typedEmail, setTypedEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const hasKnownEmail = Boolean(email);

  const send = async () => {
    if (resend.isPending) return;
    const { resendVerificationRequestSchema } = await loadAuthSchemas();
    const parsed = resendVerificationRequestSchema.safeParse({
      email: hasKnownEmail ? email : typedEmail,
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    resend.mutate(parsed.data);
  };

  const outcome = resend.isSuccess
    ? t('resendVerification.sent')
    : resend.isError
      ? parseApiError(resend.error).status === 429
        ? t('resendVerification.rateLimited')
        : t('resendVerification.failed')
      : null;
  const content = (
    <Stack gap="xs">
      {!hasKnownEmail && (
        <TextInput
          label={t('resendVerification.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          value={typedEmail}
          onChange={(event) => {
            setTypedEmail(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          required
          withAsterisk={false}
        />
      )}
      <Button
        type={hasKnownEmail ? 'button' : 'submit'}
        onClick={hasKnownEmail ? () => void send() : undefined}
        variant="light"
        fullWidth
        disabled={resend.isPending}
        // The label wraps on a phone instead of being cut off (a button keeps one line otherwise).
        h="auto"
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {resend.isPending ? t('resendVerification.sending') : t('resendVerification.action')}
      </Button>
      {/* Always present, so that screen readers announce the text when it arrives. */}
      <Text size="sm" role="status" aria-live="polite" c={resend.isError ? 'red.8' : undefined}>
        {outcome}
      </Text>
    </Stack>
  );
  // With a known address this is a plain button, so that it may sit inside another form (sign-in).
  if (hasKnownEmail) return content;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  return (
    <form onSubmit={submit} noValidate>
      {content}
    </form>
  );
}
