import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { legalRevisionDates } from '../legal-revisions.ts';

export type LegalDocumentKind = 'terms' | 'privacy';

interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** A legal page: numbered sections from the locale file, a contact block, its revision date. */
export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation(['legal', 'common']);
  const sections: readonly LegalSection[] = t(`${kind}.sections`, { returnObjects: true });
  return (
    <Stack component="article" gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t(`${kind}.title`)}</Title>
        <Text c="dimmed" size="sm">
          {t('lastUpdated', { date: formatDate(legalRevisionDates[kind]) })}
        </Text>
      </Stack>
      <Text size="lg">{t(`${kind}.intro`)}</Text>
      <Divider />
      {sections.map((section, index) => (
        <Stack component="section" gap="sm" key={section.title}>
          <Title order={2} size="h3">
            {t('sectionTitle', { number: index + 1, title: section.title })}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
      <Paper
        withBorder
        radius="md"
        p="xl"
        bg="gray.0"
        component="section"
        aria-labelledby="legal-contact"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="legal-contact">
            {t('common:contact.heading')}
          </Title>
          <Text>{t('contactIntro')}</Text>
          <Text fw={600}>{t('common:companyName')}</Text>
          <ContactDetails />
        </Stack>
      </Paper>
    </Stack>
  );
}
