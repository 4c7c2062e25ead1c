import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { AccountDeletionSection } from '../../../features/privacy/components/account-deletion-section.tsx';
import { DataExportSection } from '../../../features/privacy/components/data-export-section.tsx';

/**
 * /account/privacy, "Privacy & data" (issue 30): a student's or a guardian's own data: a copy of
 * it (decision 040) and the deletion of the account.
 */
export function PrivacyRoute() {
  const { t } = useTranslation('privacy');
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <DataExportSection audience={user?.role === 'guardian' ? 'guardian' : 'student'} />
      <AccountDeletionSection />
    </Stack>
  );
}
