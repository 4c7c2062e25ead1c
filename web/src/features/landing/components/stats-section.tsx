import { Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StatsSection() {
  const { t } = useTranslation('landing');
  const stats = t('stats.items', { returnObjects: true });
  return (
    <Box
      component="section"
      aria-label={t('stats.label')}
      bg="white"
      py={48}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl" component="dl" m={0}>
          {stats.map((stat) => (
            // Term after value visually; the list still reads "label: value" to assistive tech.
            <Stack
              key={stat.label}
              gap={2}
              align="center"
              ta="center"
              style={{ flexDirection: 'column-reverse' }}
            >
              <Text component="dt" c="dimmed" fw={500}>
                {stat.label}
              </Text>
              <Text component="dd" m={0} fz={{ base: 30, md: 38 }} fw={800} c="brand.8">
                {stat.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
