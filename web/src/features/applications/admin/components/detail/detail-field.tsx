import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label over its value; an empty value reads `emptyText` in grey. */
export function DetailField({
  label,
  value,
  emptyText,
}: {
  label: string;
  value: ReactNode;
  emptyText: string;
}) {
  const isEmpty = value === null || value === undefined || value === '';
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        size="sm"
        c={isEmpty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {isEmpty ? emptyText : value}
      </Text>
    </Box>
  );
}
