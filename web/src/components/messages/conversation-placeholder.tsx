import { Paper, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { BackButton } from './back-button.tsx';

/** The right pane while no thread is open, or when the one in the address is not found. */
export function ConversationPlaceholder({
  text,
  backLabel,
  onBack,
}: {
  text: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <BackButton label={backLabel} onClick={onBack} />
        <IconMessages size={36} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
