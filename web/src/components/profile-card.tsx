import { Card, SimpleGrid, Text, Title, type TitleOrder } from '@mantine/core';
import type { ProfileResponse } from '@studypath/domain/profile';
import { useTranslation } from 'react-i18next';
import { displayProfileValue, type OptionGroup } from '../lib/profile/display-profile-value.ts';
import type { VisibleCard } from '../lib/profile/profile-view-cards.ts';

const wideCards = new Set(['guardian', 'academic']);

export interface ProfileCardProps extends VisibleCard {
  profile: ProfileResponse;
  /** The card's heading level where it is shown (the student's profile page, an admin dialog). */
  headingOrder: TitleOrder;
  /** Two columns for the long cards from this breakpoint (default sm). */
  wideFrom?: 'sm' | 'md' | 'never';
}

/** One card of the read-only profile (part 1 §2): each row's label and value, or 'Not provided'. */
export function ProfileCard({
  card,
  fields,
  profile,
  headingOrder,
  wideFrom = 'sm',
}: ProfileCardProps) {
  const { t } = useTranslation('profile');
  const optionLabel = (group: OptionGroup, value: string) =>
    t(`options.${group}.${value}` as 'options.gender.male', { defaultValue: value });
  const title = t(`view.cards.${card}`);
  const columns = wideCards.has(card) && wideFrom !== 'never' ? { base: 1, [wideFrom]: 2 } : 1;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={headingOrder} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={columns} spacing="sm" m={0}>
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
