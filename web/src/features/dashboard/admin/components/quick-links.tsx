import { Button, Stack } from '@mantine/core';
import { IconFiles, IconRoute, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboardLinks } from '../lib/dashboard-links.ts';
import { SectionPaper } from './section-paper.tsx';

/** View All Applications, Manage Users, Review Documents (part 2 §2). */
export function QuickLinks({ links }: { links: AdminDashboardLinks }) {
  const { t } = useTranslation('adminDashboard');
  const items = [
    { to: links.applications, label: t('quickLinks.applications'), icon: IconRoute },
    { to: links.users, label: t('quickLinks.users'), icon: IconUsers },
    { to: links.documents, label: t('quickLinks.documents'), icon: IconFiles },
  ];
  return (
    <SectionPaper title={t('quickLinks.heading')}>
      <Stack gap="xs">
        {items.map(({ to, label, icon: LinkIcon }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="light"
            justify="flex-start"
            leftSection={<LinkIcon size={16} aria-hidden />}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </SectionPaper>
  );
}
