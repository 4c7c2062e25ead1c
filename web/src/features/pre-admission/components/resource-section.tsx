import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled group of resource cards, two columns from the small breakpoint up. */
export function ResourceSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
