import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProfileResponse } from '@studypath/domain/profile';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileCard } from '../../../components/profile-card.tsx';
import { visibleProfileCards } from '../../../lib/profile/profile-view-cards.ts';
import { CompletionRing } from './completion-ring.tsx';

export interface ProfileViewProps {
  profile: ProfileResponse;
  editHref: string;
}

/** The read-only profile: completion ring, Edit Profile, and the cards that hold data. */
export function ProfileView({ profile, editHref }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  const cards = visibleProfileCards(profile);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" gap="lg">
          <Group gap="lg">
            <CompletionRing percentage={profile.completionPercentage} />
            <div>
              <Title order={1} size="h2">
                {t('view.title')}
              </Title>
              <Text c="dimmed">{t('completion.label')}</Text>
            </div>
          </Group>
          <Button component={Link} to={editHref} leftSection={<IconPencil size={16} />}>
            {t('view.editProfile')}
          </Button>
        </Group>
      </Paper>
      {cards.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('view.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {cards.map((card) => (
            <ProfileCard key={card.card} {...card} profile={profile} headingOrder={2} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
