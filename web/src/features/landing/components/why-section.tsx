import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconClockHour4, IconGift, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

const icons = [IconClockHour4, IconGift, IconReceipt, IconAward];

/** The firm's commitments: review times, the free first consultation, fees (spec §1). */
export function WhySection() {
  const { t } = useTranslation('landing');
  const items = t('why.items', { returnObjects: true });
  return (
    <Box
      component="section"
      id="why"
      aria-labelledby="why-title"
      py={{ base: 64, md: 96 }}
      bg="white"
    >
      <Container size="lg">
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'xl', md: 48 }} verticalSpacing="xl">
          {items.map((item, index) => {
            const Icon = icons[index] ?? IconAward;
            return (
              <Group key={item.title} align="flex-start" wrap="nowrap" gap="lg">
                <ThemeIcon size={52} radius="md" aria-hidden>
                  <Icon size={28} />
                </ThemeIcon>
                <Stack gap={6}>
                  <Title order={3} size="h4">
                    {item.title}
                  </Title>
                  <Text c="dimmed">{item.description}</Text>
                </Stack>
              </Group>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
