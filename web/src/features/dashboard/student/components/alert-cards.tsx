import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconMessages, IconUserExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentUpdate } from '../lib/dashboard-rules.ts';

interface AlertCardProps {
  title: string;
  message: string;
  action: string;
  href: string;
  color: string;
  icon: ReactNode;
}

function AlertCard({ title, message, action, href, color, icon }: AlertCardProps) {
  return (
    <Alert variant="light" color={color} title={title} icon={icon} radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* The study path's name may be one long word: it wraps rather than widen the page. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {message}
        </Text>
        <Button component={Link} to={href} size="xs" variant="white" color={color}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}

export interface AlertCardsProps {
  completionPercentage: number;
  recent: { update: RecentUpdate; name: string; href: string } | null;
  unreadCount: number;
  profileEditHref: string;
  messagesHref: string;
}

/** The alerts of part 1 §2: an incomplete profile, a study path changed lately, unread messages. */
export function AlertCards(props: AlertCardsProps) {
  const { completionPercentage, recent, unreadCount, profileEditHref, messagesHref } = props;
  const { t } = useTranslation('dashboard');
  const cards: ReactNode[] = [];
  if (completionPercentage < 100) {
    cards.push(
      <AlertCard
        key="profile"
        color="orange"
        icon={<IconUserExclamation size={20} />}
        title={t('alerts.completeProfile.title')}
        message={t('alerts.completeProfile.message', { percentage: completionPercentage })}
        action={t('alerts.completeProfile.action')}
        href={profileEditHref}
      />,
    );
  }
  if (recent) {
    cards.push(
      <AlertCard
        key="update"
        // The theme's brand blue: Mantine's blue.7 on the white button is 4.2:1, under AA.
        color="brand"
        icon={<IconBell size={20} />}
        title={t('alerts.recentUpdate.title')}
        message={t('alerts.recentUpdate.message', {
          name: recent.name,
          when: t(`alerts.recentUpdate.${recent.update}`),
        })}
        action={t('alerts.recentUpdate.action')}
        href={recent.href}
      />,
    );
  }
  if (unreadCount > 0) {
    cards.push(
      <AlertCard
        key="messages"
        color="red"
        icon={<IconMessages size={20} />}
        title={t('alerts.newMessages.title')}
        message={t('alerts.newMessages.message', { count: unreadCount })}
        action={t('alerts.newMessages.action')}
        href={messagesHref}
      />,
    );
  }
  return cards.length > 0 ? <Stack gap="sm">{cards}</Stack> : null;
}
