import { Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminInfoRequest } from '@studypath/domain/info-requests';
import { useTranslation } from 'react-i18next';
import { studentLabel } from '../lib/request-summary.ts';
import { QuestionAnswers } from './question-answers.tsx';
import { RequestDates, RequestSubject, StatusBadge } from './request-facts.tsx';

interface InfoRequestDialogProps {
  /** The request shown; null keeps the dialog closed. */
  request: AdminInfoRequest | null;
  onClose: () => void;
}

/** One request in full: each question, its 'Required' badge, the answer or 'Awaiting response...'. */
export function InfoRequestDialog({ request, onClose }: InfoRequestDialogProps) {
  const { t } = useTranslation('adminInfoRequests');
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('detail.title')} centered size="lg">
      {request && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {studentLabel(request)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {request.studentEmail}
              </Text>
            </div>
            <StatusBadge status={request.status} />
          </Group>
          <RequestSubject request={request} />
          <RequestDates request={request} />
          <QuestionAnswers request={request} />
        </Stack>
      )}
    </Modal>
  );
}
