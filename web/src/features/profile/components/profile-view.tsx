import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProfileResponse } from '@studypath/domain/profile';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayProfileValue, type OptionGroup } from '../lib/display-profile-value.ts';
import { visibleProfileCards, type VisibleCard } from '../lib/profile-view-cards.ts';
import { CompletionRing } from './completion-ring.tsx';

const wideCards = new Set(['guardian', 'academic']);

function ProfileCard({ card, fields, profile }: VisibleCard & { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const optionLabel = (group: OptionGroup, value: string) =>
    t(`options.${group}.${value}` as 'options.gender.male', { defaultValue: value });
  const title = t(`view.cards.${card}`);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: wideCards.has(card) ? 2 : 1 }}
        spacing="sm"
        m={0}
      >
        {fields.map((field) => {
          const value = displayProfileValue(field, profile[field], optionLabel);
          return (
            <div key={field}>
              <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                {t(`fields.${field}`)}
              </Text>
              <Text
                component="dd"
                m={0}
                c={value ? undefined : 'dimmed'}
                fs={value ? undefined : 'italic'}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {value ?? t('view.notProvided')}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

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
            <ProfileCard key={card.card} {...card} profile={profile} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
