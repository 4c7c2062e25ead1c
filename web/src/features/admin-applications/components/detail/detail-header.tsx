import { Anchor, Button, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMessage, IconMessageQuestion, IconSchool } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface DetailHeaderProps {
  applicationId: string;
  listHref: string;
  onManagePrograms: () => void;
}

/**
 * The path's id and its three actions. Request Information and Message Student arrive with later
 * issues: they show, disabled, and say so (tooltip for the mouse, a description for readers).
 */
export function DetailHeader({ applicationId, listHref, onManagePrograms }: DetailHeaderProps) {
  const { t } = useTranslation('adminApplications');
  const notAvailableId = useId();
  const notAvailable = t('detail.actions.notAvailable');
  const laterActions = [
    { key: 'requestInformation', icon: IconMessageQuestion },
    { key: 'messageStudent', icon: IconMessage },
  ] as const;
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
          {laterActions.map(({ key, icon: ActionIcon }) => (
            <Tooltip key={key} label={notAvailable}>
              <Button
                variant="default"
                leftSection={<ActionIcon size={16} aria-hidden />}
                data-disabled
                aria-disabled
                aria-describedby={notAvailableId}
                onClick={(event) => event.preventDefault()}
              >
                {t(`detail.actions.${key}`)}
              </Button>
            </Tooltip>
          ))}
          <VisuallyHidden id={notAvailableId}>{notAvailable}</VisuallyHidden>
        </Group>
      </Group>
    </Stack>
  );
}
