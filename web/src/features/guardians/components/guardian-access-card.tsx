import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GuardianAccess } from '@studypath/domain/guardians';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useEndGuardianAccess } from '../api/end-guardian-access.ts';
import { useGuardianAccess } from '../api/get-guardian-access.ts';

type AccessGuardian = GuardianAccess['guardians'][number];

/**
 * The student dashboard's "Guardian access" (issue 26, item 6): who follows the student, and, once
 * they are 18, "End access" for each. Nothing when nobody does, or while the list loads.
 */
export function GuardianAccessCard() {
  const { t } = useTranslation('guardians');
  const headingId = useId();
  const access = useGuardianAccess();
  const [ending, setEnding] = useState<AccessGuardian | null>(null);
  const end = useEndGuardianAccess();
  if (!access.data || access.data.guardians.length === 0) return null;
  const { guardians, canEnd } = access.data;
  const nameOf = (guardian: AccessGuardian) => guardian.guardianName ?? guardian.guardianEmail;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('access.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('access.intro')}
        </Text>
        {guardians.map((guardian) => (
          <Card key={guardian.linkId} withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(guardian)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    guardian.relationship && t(`relationships.${guardian.relationship}`),
                    t('access.since', { date: formatDate(guardian.linkedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {canEnd && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('access.endNamed', { name: nameOf(guardian) })}
                  onClick={() => setEnding(guardian)}
                >
                  {t('access.end')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmDialog
        opened={ending !== null}
        title={t('access.confirmTitle')}
        message={ending ? t('access.confirmMessage', { name: nameOf(ending) }) : ''}
        confirmLabel={t('access.confirm')}
        cancelLabel={t('access.cancel')}
        isBusy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => {
          if (!ending) return;
          end.mutate(ending.linkId, {
            onSuccess: () => {
              setEnding(null);
              showToast({ variant: 'success', title: t('access.ended'), message: '' });
            },
            onError: (error) =>
              showToast({
                variant: 'destructive',
                title: t('access.endFailed'),
                message: refusalMessage(error) ?? '',
              }),
          });
        }}
      />
    </Paper>
  );
}
