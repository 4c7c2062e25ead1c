import { Stack, Text } from '@mantine/core';
import { describeApplicationStatus } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { statusGuideTexts } from '../../../../lib/status-guide-texts.ts';

export interface StatusGuideLineProps {
  status: string;
  paymentStatus: string | undefined;
}

/**
 * Who the path waits on now and how long this stage usually takes (the domain status guide, as
 * on the details page). A path that has ended waits on nobody and shows nothing; a stage with no
 * honest typical duration leaves that part out.
 */
export function StatusGuideLine({ status, paymentStatus }: StatusGuideLineProps) {
  const { t } = useTranslation('dashboard');
  // Without a payment status the path reads as the plain status, not as waiting for payment.
  const guide = describeApplicationStatus({ status, paymentStatus: paymentStatus ?? 'paid' });
  const texts = guide ? statusGuideTexts(guide) : null;
  const waitingOn = texts?.waitingOn ?? null;
  if (!texts || (!waitingOn && !texts.typicalDuration)) return null;
  return (
    <Stack gap={4} mb="md">
      {waitingOn && (
        <Text size="sm">
          <Text span fw={600}>
            {t('timeline.waitingOn')}:{' '}
          </Text>
          {waitingOn}
        </Text>
      )}
      {texts.typicalDuration && (
        <Text size="sm">
          <Text span fw={600}>
            {t('timeline.typicalDuration')}:{' '}
          </Text>
          {texts.typicalDuration}
        </Text>
      )}
    </Stack>
  );
}
