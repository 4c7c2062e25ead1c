import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Placeholder for a screen that a later release builds; the title is left out inside a card. */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {title && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconHourglassHigh size={26} />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            {t('comingSoon')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
