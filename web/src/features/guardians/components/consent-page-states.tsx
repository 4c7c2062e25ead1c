import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import type { ConsentDecisionResponse } from '@studypath/domain/guardians';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentLinkRefusal } from '../lib/consent-refusals.ts';

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
    <Stack align="center" gap="md" ta="center" py="xl">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A link that is not valid, has expired or was used: what happened and how to get a new one. */
export function ConsentLinkRefused({ refusal }: { refusal: ConsentLinkRefusal }) {
  const { t } = useTranslation(['guardians', 'refusals']);
  return (
    <Outcome
      icon={<IconLinkOff size={34} />}
      color="red"
      title={t('consentPage.linkRefused.title')}
    >
      <Text>{t(refusal, { ns: 'refusals' })}</Text>
      <Text c="dimmed">{t('consentPage.linkRefused.newLink')}</Text>
    </Outcome>
  );
}

/** The decision is recorded: what it means for the student. */
export function ConsentResult({ result }: { result: ConsentDecisionResponse }) {
  const { t } = useTranslation('guardians');
  const isConsented = result.decision === 'consented';
  const texts = isConsented ? 'consentPage.result.consented' : 'consentPage.result.refused';
  return (
    <Outcome
      icon={<IconCircleCheck size={34} />}
      color={isConsented ? 'green' : 'gray'}
      title={t(`${texts}.title`)}
    >
      <Text>{t(`${texts}.message`, { studentName: result.studentName })}</Text>
    </Outcome>
  );
}

/** The page's name while the request loads. */
function PageTitle() {
  const { t } = useTranslation('titles');
  return (
    <Title order={1} size="h2">
      {t('pages.guardianConsent')}
    </Title>
  );
}

export function ConsentLoading() {
  const { t } = useTranslation('guardians');
  return (
    <Stack align="center" gap="md" ta="center" py="xl">
      <PageTitle />
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{t('consentPage.loading')}</Text>
      </Stack>
    </Stack>
  );
}

/** Anything but a refused link (the network, the server): the same request may work again. */
export function ConsentLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('guardians');
  return (
    <Outcome
      icon={<IconAlertTriangle size={34} />}
      color="red"
      title={t('consentPage.loadFailed.title')}
    >
      <Button onClick={onRetry}>{t('consentPage.loadFailed.retry')}</Button>
    </Outcome>
  );
}
