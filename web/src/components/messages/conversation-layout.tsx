import { Box, Grid } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConversationLayoutProps {
  list: ReactNode;
  detail: ReactNode;
  /** A thread (or the new-conversation form) is open: on a phone it replaces the list. */
  isDetailOpen: boolean;
}

/**
 * The thread list on the left, the open thread on the right (part 2 §2). Below the md breakpoint
 * only one of them shows: the list, or the open thread with its own back button.
 */
export function ConversationLayout({ list, detail, isDetailOpen }: ConversationLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }} visibleFrom={isDetailOpen ? 'md' : undefined}>
        {list}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} visibleFrom={isDetailOpen ? undefined : 'md'}>
        <Box miw={0}>{detail}</Box>
      </Grid.Col>
    </Grid>
  );
}
