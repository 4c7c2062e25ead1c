import { Badge, Box, Group, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListedThread {
  id: string;
  unreadCount: number;
}

interface ThreadButtonsProps<T extends ListedThread> {
  threads: readonly T[];
  selectedId: string | null;
  onSelect: (threadId: string) => void;
  /** The unread count's words for a screen reader ('3 unread messages'), in this side's texts. */
  unreadLabel: (count: number) => string;
  /** What each side says of a thread (subject, date, student). */
  children: (thread: T) => ReactNode;
}

/**
 * Either side's threads as a list of buttons that open them, the open one marked, each with its
 * red unread count (part 2 §2).
 */
export function ThreadButtons<T extends ListedThread>({
  threads,
  selectedId,
  onSelect,
  unreadLabel,
  children,
}: ThreadButtonsProps<T>) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {threads.map((thread) => {
        const isSelected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <UnstyledButton
              onClick={() => onSelect(thread.id)}
              aria-current={isSelected ? 'true' : undefined}
              w="100%"
              p="sm"
              bg={isSelected ? 'brand.0' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  {children(thread)}
                </Stack>
                {thread.unreadCount > 0 && (
                  <Badge
                    color="red"
                    size="sm"
                    circle={thread.unreadCount < 10}
                    style={{ flexShrink: 0 }}
                  >
                    {thread.unreadCount}
                    <VisuallyHidden>{unreadLabel(thread.unreadCount)}</VisuallyHidden>
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
