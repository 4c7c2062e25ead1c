import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailsLoading } from '../details/details-loading.tsx';

/** The quiz's title while the student's paths are checked for an active one. */
export function QuizLoading() {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('quiz.title')}
      </Title>
      <DetailsLoading />
    </Stack>
  );
}
