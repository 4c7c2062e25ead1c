import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A part of the user dialog, a region named by its level-3 heading (the dialog's title is h2). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
