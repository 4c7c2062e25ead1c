import { Text } from '@mantine/core';
import { SectionCard } from './section-card.tsx';

/** A card whose feature arrives with a later issue: it says so instead of pretending. */
export function NotAvailableCard({ title, message }: { title: string; message: string }) {
  return (
    <SectionCard title={title}>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
    </SectionCard>
  );
}
