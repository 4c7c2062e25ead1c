import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useVerifyEmail } from '../api/verify-email.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';

/** Spec §9: a verified user goes on to sign in after 3000 ms. */
export const VERIFIED_REDIRECT_DELAY_MS = 3000;

export interface EmailVerificationProps {
  /** The `token` query parameter of the link, or null when the link has none. */
  token: string | null;
  loginHref: string;
}

function Outcome({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Only a link without a token is 'Invalid Verification Link' (spec §5). Any token, even a mangled
 * one, is sent: the server's answer ('The link is invalid.', expired, used) ends the attempt as
 * 'Verification Failed', which tells the person what went wrong.
 */
export function EmailVerification({ token, loginHref }: EmailVerificationProps) {
  const { t } = useTranslation('auth');
  const givenToken = token?.trim() ?? '';
  return givenToken !== '' ? (
    <TokenVerification token={givenToken} loginHref={loginHref} />
  ) : (
    <Outcome
      icon={<IconLinkOff size={34} />}
      color="red"
      title={t('verifyEmail.missingToken.title')}
    >
      <Text c="dimmed">{t('verifyEmail.missingToken.message')}</Text>
      <Button component={Link} to={loginHref} size="md" fullWidth>
        {t('backToSignIn')}
      </Button>
    </Outcome>
  );
}

function TokenVerification({ token, loginHref }: { token: string; loginHref: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verification = useVerifyEmail();
  const { mutate } = verification;
  // Only a first verification goes on to sign-in by itself; 'already verified' waits for a click.
  const isVerified = verification.isSuccess && verification.data === 'verified';
  // The token is single-use: a second POST (React's StrictMode runs effects twice in development)
  // would fail and could replace the success with a failure. The ref survives that re-run.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  useEffect(() => {
    if (!isVerified) return;
    const timer = setTimeout(() => {
      void navigate(loginHref, { replace: true });
    }, VERIFIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isVerified, loginHref, navigate]);

  if (verification.isSuccess && verification.data === 'already_verified') {
    return (
      <Outcome
        icon={<IconCircleCheck size={34} />}
        color="green"
        title={t('verifyEmail.alreadyVerified.title')}
      >
        <Text c="dimmed">{t('verifyEmail.alreadyVerified.message')}</Text>
        <Button component={Link} to={loginHref} replace size="md" fullWidth>
          {t('verifyEmail.alreadyVerified.action')}
        </Button>
      </Outcome>
    );
  }
  if (verification.isSuccess) {
    return (
      <Outcome
        icon={<IconCircleCheck size={34} />}
        color="green"
        title={t('verifyEmail.success.title')}
      >
        <Text c="dimmed">{t('verifyEmail.success.message')}</Text>
        <Button component={Link} to={loginHref} replace size="md" fullWidth>
          {t('verifyEmail.success.action')}
        </Button>
      </Outcome>
    );
  }
  if (verification.isError) {
    return (
      <Outcome
        icon={<IconAlertTriangle size={34} />}
        color="red"
        title={t('verifyEmail.failure.title')}
      >
        <Text c="dimmed">
          {refusalMessage(verification.error) ?? t('verifyEmail.failure.default')}
        </Text>
        <Button component={Link} to={loginHref} size="md" fullWidth>
          {t('backToSignIn')}
        </Button>
      </Outcome>
    );
  }
  return (
    <Stack align="center" gap="md" ta="center" role="status" aria-live="polite">
      <Loader size="lg" />
      <Title order={2} size="h3">
        {t('verifyEmail.verifying.title')}
      </Title>
      <Text c="dimmed">{t('verifyEmail.verifying.message')}</Text>
    </Stack>
  );
}
