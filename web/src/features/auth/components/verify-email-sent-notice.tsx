import { Alert, Anchor, Button, Center, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResendVerification } from './resend-verification.tsx';

export interface VerifyEmailSentNoticeProps {
  loginHref: string;
  /** The address just registered, when the page was reached from the form. */
  email?: string | null;
}

/**
 * What to do after registering: open the email, click the link, come back and sign in; or ask
 * for the email again.
 */
export function VerifyEmailSentNotice({ loginHref, email }: VerifyEmailSentNoticeProps) {
  const { t } = useTranslation(['auth', 'common']);
  const supportEmail = t('common:contact.email');
  return (
    <Stack gap="lg">
      <Center>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={34} />
        </ThemeIcon>
      </Center>
      <Stack gap="xs">
        <Text fw={600}>{t('verifyEmailSent.stepsHeading')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('verifyEmailSent.steps.open')}</List.Item>
          <List.Item>{t('verifyEmailSent.steps.click')}</List.Item>
          <List.Item>{t('verifyEmailSent.steps.signIn')}</List.Item>
        </List>
      </Stack>
      <Alert variant="light" icon={<IconInfoCircle size={18} />}>
        <Trans
          t={t}
          i18nKey="verifyEmailSent.help"
          values={{ email: supportEmail }}
          // Underlined: a link inside a sentence must not be told apart by colour alone.
          components={{
            mail: <Anchor href={`mailto:${supportEmail}`} inherit underline="always" />,
          }}
        />
      </Alert>
      <ResendVerification email={email ?? null} />
      <Button component={Link} to={loginHref} size="md" fullWidth>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}
