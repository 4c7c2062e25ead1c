import { Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CtaSection({ registerHref }: { registerHref: string }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" aria-labelledby="cta-title" py={{ base: 48, md: 64 }} bg="white">
      <Container size="lg">
        <Paper
          radius="xl"
          p={{ base: 'xl', md: 56 }}
          style={{
            background:
              'linear-gradient(120deg, var(--mantine-color-brand-8), var(--mantine-color-brand-6))',
          }}
        >
          <Stack align="center" ta="center" gap="md">
            <Title id="cta-title" order={2} c="white" fz={{ base: 28, md: 36 }}>
              {t('cta.title')}
            </Title>
            <Text c="brand.0" fz="lg" maw={560}>
              {t('cta.subtitle')}
            </Text>
            <Button
              component={Link}
              to={registerHref}
              size="lg"
              variant="white"
              mt="sm"
              rightSection={<IconArrowRight size={18} />}
            >
              {t('cta.button')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
