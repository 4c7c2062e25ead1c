import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useGuardianConsentStatus } from '../api/get-guardian-consent-status.ts';
import { useSendConsentInvitation } from '../api/send-consent-invitation.ts';
import { consentCardContent } from '../lib/consent-card-content.ts';

export interface GuardianConsentCardProps {
  /** The profile form on its Guardian tab, where the guardian's email is added or changed. */
  guardianEmailHref: string;
}

/**
 * The student dashboard's "Waiting for your guardian's consent" (issue 26): shown only while a
 * student under 18 has no standing consent, with what happened last, "Send again" (3 a day) and
 * the way to the guardian's email. Nothing while the state loads or cannot be read: the gate's
 * own refusals still say what is missing.
 */
export function GuardianConsentCard({ guardianEmailHref }: GuardianConsentCardProps) {
  const { t } = useTranslation('guardians');
  const limitHintId = useId();
  const status = useGuardianConsentStatus();
  const sending = useSendConsentInvitation({
    onSuccess: (sent) => {
      const email = sent.openInvitation?.guardianEmail ?? sent.guardianEmail ?? '';
      showToast({ variant: 'success', title: t('card.sent', { email }), message: '' });
    },
    onError: (error) =>
      showToast({
        variant: 'destructive',
        title: t('card.sendFailed.title'),
        message: refusalMessage(error) ?? t('card.sendFailed.message'),
      }),
  });
  const content = status.data ? consentCardContent(status.data) : null;
  if (!content) return null;
  const { lastNo, invitation, hasGuardianEmail, isLimitReached } = content;

  return (
    <Alert
      variant="light"
      color="orange"
      radius="md"
      icon={<IconUserShield size={20} />}
      title={t('card.title')}
    >
      <Stack gap="xs">
        {lastNo && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t(`card.${lastNo.kind}`, { name: lastNo.name, date: formatDate(lastNo.at) })}
          </Text>
        )}
        {/* An email address may be one long word: it wraps rather than widen a phone's page. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {invitation.kind === 'emailed'
            ? t('card.emailed', { email: invitation.email, date: formatDate(invitation.sentAt) })
            : t(`card.${invitation.kind}`)}
        </Text>
        <Group gap="sm" wrap="wrap">
          {hasGuardianEmail && (
            <Button
              size="xs"
              variant="white"
              color="orange"
              loading={sending.isPending}
              disabled={isLimitReached}
              aria-describedby={isLimitReached ? limitHintId : undefined}
              onClick={() => sending.mutate()}
            >
              {t('card.sendAgain')}
            </Button>
          )}
          <Button component={Link} to={guardianEmailHref} size="xs" variant="white" color="orange">
            {hasGuardianEmail ? t('card.changeEmail') : t('card.addEmail')}
          </Button>
        </Group>
        {hasGuardianEmail && isLimitReached && (
          <Text size="xs" id={limitHintId}>
            {t('card.limitReached')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
