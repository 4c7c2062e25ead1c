import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { AdminStats } from '@studypath/domain/admin';
import { IconFiles, IconMessages, IconRoute, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@studypath/domain/i18n';
import { currentLanguage } from '../../../../lib/i18n.ts';

const cards = [
  { key: 'totalUsers', figure: 'totalUsers', icon: IconUsers },
  { key: 'applications', figure: 'totalApplications', icon: IconRoute },
  { key: 'documents', figure: 'totalDocuments', icon: IconFiles },
  { key: 'messages', figure: 'totalMessages', icon: IconMessages },
] as const satisfies readonly { key: string; figure: keyof AdminStats; icon: Icon }[];

type Figures = Pick<AdminStats, (typeof cards)[number]['figure']>;

/** The spec's four cards (part 2 §2): each a region named by its title. */
export function StatCards({ figures }: { figures: Figures }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {cards.map(({ key, figure, icon: CardIcon }) => {
        const title = t(`cards.${key}.title`);
        return (
          <Card
            key={key}
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-label={title}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={600} c="dimmed">
                {title}
              </Text>
              <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                <CardIcon size={20} />
              </ThemeIcon>
            </Group>
            <Text fz={28} fw={700} lh={1.2} mt="xs">
              {formatNumber(figures[figure], currentLanguage())}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t(`cards.${key}.subtitle`)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
