import { Badge, Card, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ResourceCardProps {
  name: string;
  icon: ReactNode;
  /** What the resource offers, e.g. a button; checklists have none yet. */
  action?: ReactNode;
}

/** One checklist or test: its name, marked 'Coming Soon' in words (not by colour alone). */
export function ResourceCard({ name, icon, action }: ResourceCardProps) {
  const { t } = useTranslation('preAdmission');
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={3} size="h5" id={titleId}>
              {name}
            </Title>
          </Group>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {t('comingSoon')}
          </Badge>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}
