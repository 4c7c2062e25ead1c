import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** On a phone the open thread replaces the list (conversation-layout.tsx): this returns to it. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      hiddenFrom="md"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
