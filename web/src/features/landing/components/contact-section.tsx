import { Box, Container, Grid, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { SectionHeading } from './section-heading.tsx';

export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      id="contact"
      aria-labelledby="contact-title"
      py={{ base: 64, md: 96 }}
      bg="gray.0"
    >
      <Container size="md">
        <SectionHeading
          id="contact-title"
          eyebrow={t('contact.eyebrow')}
          title={t('contact.title')}
          subtitle={t('contact.subtitle')}
        />
        <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }}>
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <ContactDetails />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="red" radius="xl" size="lg" aria-hidden>
                  <IconClockHour4 size={18} />
                </ThemeIcon>
                <Text c="dimmed">{t('contact.hours')}</Text>
              </Group>
            </Grid.Col>
          </Grid>
        </Paper>
      </Container>
    </Box>
  );
}
