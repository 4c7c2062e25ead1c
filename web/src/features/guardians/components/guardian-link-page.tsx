import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { useLinkGuardianStudent } from '../api/link-guardian-student.ts';

export interface GuardianLinkPageProps {
  token: string | null;
  /** The guardian's area. */
  homeHref: string;
  /** The guardian's area showing one student: the one just linked. */
  studentHref: (studentId: string) => string;
}

/**
 * /guardian/link?token= (issue 26, item 4): a signed-in guardian who consented with the link of a
 * student's email (a sibling, say) links that student to their account. The request goes once,
 * however often the page renders; a refusal (a used or expired link) says why.
 */
export function GuardianLinkPage({ token, homeHref, studentHref }: GuardianLinkPageProps) {
  const { t } = useTranslation('guardians');
  const givenToken = token?.trim() ?? '';
  const linking = useLinkGuardianStudent();
  const { mutate } = linking;
  const hasAsked = useRef(false);
  useEffect(() => {
    if (hasAsked.current || givenToken === '') return;
    hasAsked.current = true;
    mutate(givenToken);
  }, [givenToken, mutate]);

  const heading = (
    <Title order={1} size="h2">
      {t('link.heading')}
    </Title>
  );
  if (givenToken === '' || linking.isError) {
    const message =
      givenToken === '' ? t('link.noToken') : (refusalMessage(linking.error) ?? t('link.failed'));
    return (
      <Stack gap="md">
        {heading}
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          title={t('link.refused')}
        >
          <Text size="sm">{message}</Text>
        </Alert>
        <Button component={Link} to={homeHref} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('link.home')}
        </Button>
      </Stack>
    );
  }
  if (linking.data) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          <Text size="sm">{t('link.linked', { studentName: linking.data.studentName })}</Text>
        </Alert>
        <Button
          component={Link}
          to={studentHref(linking.data.studentId)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('link.home')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {heading}
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{t('link.linking')}</Text>
      </Stack>
    </Stack>
  );
}
