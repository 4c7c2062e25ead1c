import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SelfAssessmentChecklists } from './self-assessment-checklists.tsx';
import { StemReadinessTests } from './stem-readiness-tests.tsx';

/** The pre-admission resources page (spec part 2 §2): everything on it is coming soon. */
export function PreAdmissionView() {
  const { t } = useTranslation('preAdmission');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <SelfAssessmentChecklists />
      <StemReadinessTests />
    </Stack>
  );
}
