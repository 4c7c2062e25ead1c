import { Badge, Box, Button, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { isActiveStatus } from '@studypath/domain/applications';
import { IconFiles, IconMessages, IconRoute, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudyPath } from '../lib/dashboard-rules.ts';
import { statusColor, statusLabel } from '../../../../lib/status-display.ts';
import type { DashboardLinks } from './dashboard-links.ts';

interface SummaryCardProps {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  caption: string;
  action: string;
  href: string;
}

function SummaryCard({ title, icon, value, caption, action, href }: SummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" fw={600} c="dimmed">
          {title}
        </Text>
        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Box flex={1} mt="xs" mb="md">
        {value}
        <Text size="xs" c="dimmed" mt={4}>
          {caption}
        </Text>
      </Box>
      {/* Long labels ('Complete Profile First') wrap instead of being cut off in narrow cards. */}
      <Button
        component={Link}
        to={href}
        variant="light"
        fullWidth
        px="xs"
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
      >
        {action}
      </Button>
    </Card>
  );
}

const bigNumber = (value: ReactNode) => (
  <Text fz={28} fw={700} lh={1.2}>
    {value}
  </Text>
);

export interface SummaryCardsProps {
  completionPercentage: number;
  studyPath: StudyPath | null;
  documentCount: number;
  unreadCount: number;
  links: DashboardLinks;
}

/** Profile, study path status, documents and messages at a glance (part 1 §2). */
export function SummaryCards(props: SummaryCardsProps) {
  const { completionPercentage, studyPath, documentCount, unreadCount, links } = props;
  const { t } = useTranslation('dashboard');
  const isProfileComplete = completionPercentage >= 100;
  const studyPathAction = studyPath
    ? { action: t('cards.studyPath.viewDetails'), href: links.application(studyPath.id) }
    : isProfileComplete
      ? { action: t('cards.studyPath.start'), href: links.applicationCreate }
      : { action: t('cards.studyPath.completeProfileFirst'), href: links.profileEdit };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <SummaryCard
        title={t('cards.profile.title')}
        icon={<IconUser size={20} />}
        value={bigNumber(t('cards.profile.value', { percentage: completionPercentage }))}
        caption={t('cards.profile.caption')}
        action={t('cards.profile.action')}
        href={links.profileEdit}
      />
      <SummaryCard
        title={t('cards.studyPath.title')}
        icon={<IconRoute size={20} />}
        value={
          studyPath ? (
            <Badge
              size="lg"
              variant="light"
              color={statusColor(studyPath.status)}
              tt="none"
              mt={6}
              maw="100%"
            >
              {statusLabel(studyPath.status)}
            </Badge>
          ) : (
            <Text fz="xl" fw={700} lh={1.2} mt={6}>
              {t('cards.studyPath.none')}
            </Text>
          )
        }
        caption={
          // A path that has ended (completed, closed, withdrawn, refused) is never the active one.
          studyPath
            ? isActiveStatus(studyPath.status)
              ? t('cards.studyPath.caption')
              : t('cards.studyPath.captionEnded')
            : t('cards.studyPath.captionNone')
        }
        {...studyPathAction}
      />
      <SummaryCard
        title={t('cards.documents.title')}
        icon={<IconFiles size={20} />}
        value={bigNumber(documentCount)}
        caption={t('cards.documents.caption')}
        action={t('cards.documents.action')}
        href={links.documents}
      />
      <SummaryCard
        title={t('cards.messages.title')}
        icon={<IconMessages size={20} />}
        value={bigNumber(unreadCount)}
        caption={t('cards.messages.caption')}
        action={t('cards.messages.action')}
        href={links.messages}
      />
    </SimpleGrid>
  );
}
