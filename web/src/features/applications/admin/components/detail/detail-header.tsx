import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MinorBadge } from '../../../../../components/minor-badge.tsx';
import { usePageTitleDetail } from '../../../../../lib/page-title-detail.ts';

interface DetailHeaderProps {
  applicationId: string;
  /** Whose path it is: the student's legal name, or their email while the profile has none. */
  student: string;
  listHref: string;
  onManagePrograms: () => void;
  /** The Request Information button (and its dialog), from the information requests feature. */
  requestInformation: ReactNode;
  /** Admin Messages with this student's thread. */
  messageStudentHref: string;
  /** The student is under 18: their guardian must consent (issue 26). */
  isMinor: boolean;
}

/**
 * Whose path this is (the heading and the tab's title), its id, and its three actions: Manage
 * Programs, Request Information, Message Student. A consultant tells paths apart by the student.
 */
export function DetailHeader({
  applicationId,
  student,
  listHref,
  onManagePrograms,
  requestInformation,
  messageStudentHref,
  isMinor,
}: DetailHeaderProps) {
  const { t } = useTranslation('adminApplications');
  usePageTitleDetail(student);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={listHref} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('detail.title')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {student}
            </Title>
            {isMinor && <MinorBadge />}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('detail.id', { id: applicationId })}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconSchool size={16} aria-hidden />} onClick={onManagePrograms}>
            {t('detail.actions.managePrograms')}
          </Button>
          {requestInformation}
          <Button
            component={Link}
            to={messageStudentHref}
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden />}
          >
            {t('detail.actions.messageStudent')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
