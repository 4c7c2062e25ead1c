import { Badge, Group, Text } from '@mantine/core';
import type { AdminInfoRequest } from '@studypath/domain/info-requests';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { fieldOfStudyLabel } from '../../../../lib/quiz-choice-labels.ts';

export function StatusBadge({ status }: { status: AdminInfoRequest['status'] }) {
  const { t } = useTranslation('adminInfoRequests');
  return (
    // Never shrunk by a long name or e-mail beside it on a phone: the name wraps instead.
    <Badge
      color={status === 'pending' ? 'yellow' : 'green'}
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * What the request is about (part 2 §2): 'General inquiry' when it belongs to no study path, else
 * 'program at institution' for its path. A path that names no program yet is still a path, never
 * a general inquiry, and a general inquiry never borrows a program.
 */
export function RequestSubject({ request }: { request: AdminInfoRequest }) {
  const { t } = useTranslation('adminInfoRequests');
  // Without an attached program the server names the path's field of study, stored in English.
  const stored = request.applicationProgram?.trim();
  const program = stored ? fieldOfStudyLabel(stored) : stored;
  const institution = request.applicationInstitution?.trim();
  const subject =
    request.applicationId === null
      ? t('general')
      : !program
        ? t('pathWithoutProgram')
        : institution
          ? t('programAtInstitution', { program, institution })
          : program;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {subject}
    </Text>
  );
}

/** When it was sent, and answered. */
export function RequestDates({ request }: { request: AdminInfoRequest }) {
  const { t } = useTranslation('adminInfoRequests');
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('sent', { date: formatDate(request.createdAt) })}
      </Text>
      {request.answeredAt && (
        <Text size="xs" c="dimmed">
          {t('answered', { date: formatDate(request.answeredAt) })}
        </Text>
      )}
    </Group>
  );
}
