import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface DetailHeaderProps {
  applicationId: string;
  listHref: string;
  onManagePrograms: () => void;
  /** The Request Information button (and its dialog), from the information requests feature. */
  requestInformation: ReactNode;
  /** Admin Messages with this student's thread. */
  messageStudentHref: string;
}

/** The path's id and its three actions: Manage Programs, Request Information, Message Student. */
export function DetailHeader({
  applicationId,
  listHref,
  onManagePrograms,
  requestInformation,
  messageStudentHref,
}: DetailHeaderProps) {
  const { t } = useTranslation('adminApplications');
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={listHref} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('detail.title')}
          </Title>
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
