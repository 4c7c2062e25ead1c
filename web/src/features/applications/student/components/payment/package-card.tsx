import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type PackageButtonState, type PackageOffer } from '@studypath/domain/payments';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../../../lib/format-money.ts';
import { useMultipleProgramsNote, usePackageTexts } from '../../../../../lib/package-texts.ts';

interface PackageCardProps {
  offer: PackageOffer;
  state: PackageButtonState;
  /** What an upgrade to this package costs (its price minus what the path paid), in cents. */
  upgradeCents: number;
  /** Its payment is being prepared. */
  isStarting: boolean;
  /** Another package's payment is being prepared. */
  isLocked: boolean;
  onChoose: () => void;
}

/** One package: name, price, what it covers, badges, and its button (part 2 §2). */
export function PackageCard({
  offer,
  state,
  upgradeCents,
  isStarting,
  isLocked,
  onChoose,
}: PackageCardProps) {
  const { t } = useTranslation('payments');
  const texts = usePackageTexts()(offer.id);
  const multipleProgramsNote = useMultipleProgramsNote();
  const headingId = useId();
  const isCurrent = state === 'current';
  const canChoose = state === 'select' || state === 'upgrade';
  const label = {
    select: t('buttons.select'),
    upgrade: t('buttons.upgrade', { amount: formatUsd(upgradeCents) }),
    current: t('buttons.current'),
    unavailable: t('buttons.unavailable'),
  }[state];

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      h="100%"
      style={
        offer.recommended || isCurrent
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {texts.name}
            </Title>
            <Group gap={6}>
              {offer.recommended && (
                <Badge variant="filled" tt="none">
                  {t('card.recommended')}
                </Badge>
              )}
              {isCurrent && (
                <Badge color="green" variant="light" tt="none">
                  {t('card.currentPackage')}
                </Badge>
              )}
            </Group>
          </Group>
          <Text fz={28} fw={700} lh={1.2}>
            {formatUsd(offer.priceCents)}{' '}
            <Text span size="sm" c="dimmed" fw={500}>
              {t('card.currency')}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {texts.description}
          </Text>
        </Stack>
        <List
          spacing={6}
          size="sm"
          aria-label={t('card.featuresLabel', { name: texts.name })}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {texts.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {offer.note && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('card.noteHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {multipleProgramsNote}
            </Text>
          </Stack>
        )}
        <Button
          mt="auto"
          fullWidth
          variant={canChoose ? 'filled' : 'light'}
          disabled={!canChoose || isLocked}
          loading={isStarting}
          onClick={onChoose}
        >
          {label}
        </Button>
      </Stack>
    </Card>
  );
}
