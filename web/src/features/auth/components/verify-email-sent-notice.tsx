import { Alert, Anchor, Button, Center, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconMailCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What to do after registering: open the email, click the link, come back and sign in. */
export function VerifyEmailSentNotice({ loginHref }: { loginHref: string }) {
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
          components={{ mail: <Anchor href={`mailto:${supportEmail}`} inherit /> }}
        />
      </Alert>
      <Button component={Link} to={loginHref} size="md" fullWidth>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}
