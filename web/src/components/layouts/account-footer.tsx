import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguagePreferenceField } from '../language-preference-field.tsx';

export interface AccountFooterProps {
  email: string;
  accountLabel: string;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/**
 * The signed-in user's email, the kind of account, the Sign Out button (spec §2) and the language
 * switcher (issue 27).
 */
export function AccountFooter({
  email,
  accountLabel,
  onSignOut,
  isSigningOut,
}: AccountFooterProps) {
  const { t } = useTranslation('nav');
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="brand" radius="xl" aria-hidden>
          {email.charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" title={email}>
            {email}
          </Text>
          <Text size="xs" c="dimmed">
            {accountLabel}
          </Text>
        </div>
      </Group>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} />}
        onClick={onSignOut}
        disabled={isSigningOut}
        fullWidth
      >
        {isSigningOut ? t('signingOut') : t('signOut')}
      </Button>
      <LanguagePreferenceField />
    </Stack>
  );
}
