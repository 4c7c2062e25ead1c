import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconFileCheck,
  IconMap2,
  IconPlaneDeparture,
  IconSend,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading.tsx';

const stepIcons = [
  IconUserCircle,
  IconMap2,
  IconAdjustmentsHorizontal,
  IconFileCheck,
  IconSend,
  IconPlaneDeparture,
];

/** The six steps of the student journey (spec §1). */
export function JourneySection({ registerHref }: { registerHref: string }) {
  const { t } = useTranslation('landing');
  const steps = t('journey.steps', { returnObjects: true });
  return (
    <Box
      component="section"
      id="journey"
      aria-labelledby="journey-title"
      py={{ base: 64, md: 96 }}
      bg="gray.0"
    >
      <Container size="lg">
        <SectionHeading
          id="journey-title"
          eyebrow={t('journey.eyebrow')}
          title={t('journey.title')}
          subtitle={t('journey.subtitle')}
        />
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => {
            const Icon = stepIcons[index] ?? IconUserCircle;
            return (
              <Card component="li" key={step.title} withBorder radius="lg" padding="xl" shadow="xs">
                <Stack gap="sm" h="100%">
                  <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                    <Icon size={26} />
                  </ThemeIcon>
                  <Badge variant="transparent" color="red" px={0}>
                    {t('journey.stepLabel', { number: index + 1 })}
                  </Badge>
                  <Title order={3} size="h4">
                    {step.title}
                  </Title>
                  <Text c="dimmed" style={{ flex: 1 }}>
                    {step.description}
                  </Text>
                  {index === 0 && (
                    <Button
                      component={Link}
                      to={registerHref}
                      variant="light"
                      mt="xs"
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('journey.completeProfile')}
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
