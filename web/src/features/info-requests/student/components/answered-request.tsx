import { List, Text } from '@mantine/core';
import type { StudentInfoRequest } from '@studypath/domain/info-requests';
import { useTranslation } from 'react-i18next';
import { RequestCard } from './request-card.tsx';

/** An answered request, read-only: each question with the student's answer. */
export function AnsweredRequest({ request }: { request: StudentInfoRequest }) {
  const { t } = useTranslation('infoRequests');
  return (
    <RequestCard request={request}>
      <List listStyleType="none" spacing="sm" p={0}>
        {request.questions.map((question) => {
          const answer = request.responses?.[question.id];
          return (
            <List.Item key={question.id}>
              <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {question.question}
              </Text>
              {answer ? (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {answer}
                </Text>
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {t('noAnswer')}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List>
    </RequestCard>
  );
}
