import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { QuizAnswerLine } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';

/** What the student answered in the quiz that started the path. */
export function QuizAnswers({ lines }: { lines: readonly QuizAnswerLine[] }) {
  const { t } = useTranslation('applications');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="answers-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="answers-heading">
          {t('details.answers.heading')}
        </Title>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          verticalSpacing="xs"
          m={0}
        >
          {lines.map(({ question, answer }) => (
            <div key={question}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`details.answers.questions.${question}`)}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {answer}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
