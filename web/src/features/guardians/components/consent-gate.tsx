import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Before the study path quiz, for a student under 18 without standing consent (issue 26): the
 * server would refuse the path, so the page says so first and points to the dashboard's card.
 */
export function ConsentGateAlert({ dashboardHref }: { dashboardHref: string }) {
  const { t } = useTranslation(['guardians', 'refusals']);
  return (
    <Alert
      variant="light"
      color="orange"
      radius="md"
      icon={<IconUserShield size={20} />}
      title={t('gate.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('guardian.consent_required', { ns: 'refusals' })}</Text>
        <Button component={Link} to={dashboardHref} size="xs" variant="white" color="orange">
          {t('gate.dashboardLink')}
        </Button>
      </Stack>
    </Alert>
  );
}

export interface ConsentRequiredMessageProps {
  dashboardHref: string;
  /**
   * Follows the link inside the app: a toast sits outside the router, so its link cannot be a
   * router Link; the caller navigates (and closes the toast).
   */
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A toast's text for the server's guardian.consent_required refusal, with the way on. */
export function ConsentRequiredMessage({ dashboardHref, onFollow }: ConsentRequiredMessageProps) {
  const { t } = useTranslation(['guardians', 'refusals']);
  return (
    <Text span size="sm">
      {t('guardian.consent_required', { ns: 'refusals' })}{' '}
      <Anchor href={dashboardHref} size="sm" fw={600} onClick={onFollow}>
        {t('gate.dashboardLink')}
      </Anchor>
    </Text>
  );
}
