import { Box, Text } from '@mantine/core';
import type { StudentConsultant } from '@studypath/domain/team';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../../lib/format-duration.ts';

/**
 * "Your consultant: {name}" and, once their answers over the last 30 days give one, how soon they
 * typically answer (issue 29). Nothing while nobody holds the path or the answer is not in.
 */
export function ConsultantLine({ consultant }: { consultant: StudentConsultant | undefined }) {
  const { t } = useTranslation('consultant');
  if (!consultant) return null;
  return (
    <Box mt="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('yourConsultant', { name: consultant.displayName })}
      </Text>
      {consultant.typicalAnswerMs !== null && (
        <Text size="sm" c="dimmed">
          {t('typicalAnswer', { duration: formatDuration(consultant.typicalAnswerMs) })}
        </Text>
      )}
    </Box>
  );
}
