import { Badge, Group, List, Text } from '@mantine/core';
import type { AdminInfoRequest } from '@studypath/domain/info-requests';
import { useTranslation } from 'react-i18next';

/**
 * Each question of a request with a 'Required' badge where it applies, and the student's answer,
 * 'Awaiting response...' while the request is pending (part 2 §2).
 */
export function QuestionAnswers({ request }: { request: AdminInfoRequest }) {
  const { t } = useTranslation('adminInfoRequests');
  return (
    <List listStyleType="none" spacing="sm" p={0}>
      {request.questions.map((question) => {
        const answer = request.responses?.[question.id]?.trim();
        return (
          <List.Item key={question.id}>
            <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
              <Text
                size="sm"
                fw={600}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {question.question}
              </Text>
              {question.required && (
                <Badge size="sm" color="red" variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {t('required')}
                </Badge>
              )}
            </Group>
            {answer ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {answer}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                {request.status === 'pending' ? t('awaiting') : t('noAnswer')}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
