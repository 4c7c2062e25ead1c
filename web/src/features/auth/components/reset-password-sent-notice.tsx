import { Alert, Anchor, Button, Center, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4, IconMailForward } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ResetPasswordSentNoticeProps {
  loginHref: string;
  forgotPasswordHref: string;
}

/** What to do after asking for a reset: the link's lifetime and the three steps (spec §2). */
export function ResetPasswordSentNotice({
  loginHref,
  forgotPasswordHref,
}: ResetPasswordSentNoticeProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Center>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailForward size={34} />
        </ThemeIcon>
      </Center>
      <Alert variant="light" color="yellow" icon={<IconClockHour4 size={18} />}>
        {t('resetPasswordSent.expiry')}
      </Alert>
      <Stack gap="xs">
        <Text fw={600}>{t('resetPasswordSent.stepsHeading')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('resetPasswordSent.steps.open')}</List.Item>
          <List.Item>{t('resetPasswordSent.steps.click')}</List.Item>
          <List.Item>{t('resetPasswordSent.steps.create')}</List.Item>
        </List>
      </Stack>
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="resetPasswordSent.help"
          // Underlined: inside grey text its colour alone is not enough (axe link-in-text-block).
          components={{
            anchor: <Anchor component={Link} to={forgotPasswordHref} inherit underline="always" />,
          }}
        />
      </Text>
      <Button component={Link} to={loginHref} size="md" fullWidth>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}
