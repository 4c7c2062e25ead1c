import { RingProgress, Stack, Text } from '@mantine/core';
import { completionStage, type CompletionStage } from '@studypath/domain/profile';
import { useTranslation } from 'react-i18next';

/** Part 1 §4: red under 30, amber to 69, blue to 99 (our choice), green at 100. */
export const completionColors: Record<CompletionStage, string> = {
  just_started: 'red',
  in_progress: 'orange',
  almost_there: 'blue',
  complete: 'green',
};

export function CompletionRing({ percentage, size = 120 }: { percentage: number; size?: number }) {
  const { t } = useTranslation('profile');
  const stage = completionStage(percentage);
  const color = completionColors[stage];
  return (
    <Stack gap={4} align="center" role="group" aria-label={t('completion.label')}>
      <RingProgress
        size={size}
        thickness={size / 10}
        roundCaps={percentage > 0}
        sections={[{ value: percentage, color }]}
        data-stage={stage}
        label={
          <Text ta="center" fw={700} size="xl">
            {t('completion.percentage', { percentage })}
          </Text>
        }
      />
      <Text size="sm" fw={600} c={color}>
        {t(`completion.stage.${stage}`)}
      </Text>
    </Stack>
  );
}
