import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionPaperProps {
  title: string;
  description?: string;
  /** Beside the title (counts, a link). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A region of the dashboard named by its level-2 heading. */
export function SectionPaper({ title, description, aside, children }: SectionPaperProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
