import {
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A hero button's label wraps instead of being cut off: on a 360 px phone a longer language's
 * label ("Commencer votre parcours") is about as wide as the screen, and the phone journey found
 * it cut off once on a loaded machine.
 */
const wrappingLabel = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
  inner: { paddingBlock: 'calc(var(--mantine-spacing-xs) / 2)' },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

export function HeroSection({ registerHref }: { registerHref: string }) {
  const { t } = useTranslation('landing');
  const highlights = t('hero.highlights', { returnObjects: true });
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 56, md: 96 }}
      style={{
        background:
          'radial-gradient(circle at 85% 15%, rgba(224, 49, 49, 0.22), transparent 40%), linear-gradient(135deg, var(--mantine-color-brand-9) 0%, var(--mantine-color-brand-7) 100%)',
      }}
    >
      <Container size="lg">
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {/* An eyebrow, not a status: it may wrap on a narrow phone, which a Badge must not. */}
            <Text
              component="p"
              display="inline-block"
              bg="white"
              c="brand.8"
              fz="sm"
              fw={700}
              tt="uppercase"
              px="sm"
              py={4}
              mb="lg"
              style={{ borderRadius: 'var(--mantine-radius-sm)', letterSpacing: '0.02em' }}
            >
              {t('hero.eyebrow')}
            </Text>
            <Title id="hero-title" order={1} c="white" fz={{ base: 36, sm: 46, md: 54 }} lh={1.1}>
              {t('hero.title')}
            </Title>
            <Text c="brand.0" fz={{ base: 'md', sm: 'lg' }} mt="lg" maw={600}>
              {t('hero.subtitle')}
            </Text>
            <Group mt={36} gap="md">
              <Button
                component={Link}
                to={registerHref}
                size="lg"
                variant="white"
                rightSection={<IconArrowRight size={18} />}
                styles={wrappingLabel}
              >
                {t('hero.start')}
              </Button>
              <Button
                component="a"
                href="#journey"
                size="lg"
                variant="outline"
                color="white"
                styles={wrappingLabel}
              >
                {t('hero.howItWorks')}
              </Button>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper radius="lg" p="xl" shadow="xl">
              <Text fw={700} fz="lg" mb="md">
                {t('hero.highlightsTitle')}
              </Text>
              <List
                spacing="md"
                icon={
                  <ThemeIcon color="green" size={24} radius="xl" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {highlights.map((highlight) => (
                  <List.Item key={highlight}>{highlight}</List.Item>
                ))}
              </List>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
