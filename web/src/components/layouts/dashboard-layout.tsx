// The signed-in shell shared by the student and admin areas (spec §2, shared navigation): a
// sidebar from the md breakpoint up, a slide-out drawer below it, the account footer in both.
import { AppShell, Box, Burger, Divider, Drawer, Group, ScrollArea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { AccountFooter, type AccountFooterProps } from './account-footer.tsx';
import { NavLinks, type NavItem } from './nav-links.tsx';

/** Tailwind's w-72: 18rem. */
export const SIDEBAR_WIDTH = 288;

/** The header's height; toasts open below it (components/toast-offset.css). */
export const HEADER_HEIGHT = 64;

export interface DashboardLayoutProps {
  homeHref: string;
  /** Shown in the header next to the wordmark, e.g. 'Admin Panel'. */
  title?: string;
  navLabel: string;
  items: NavItem[];
  account: AccountFooterProps;
  children: ReactNode;
}

export function DashboardLayout(props: DashboardLayoutProps) {
  const { homeHref, title, navLabel, items, account, children } = props;
  const { t } = useTranslation(['nav', 'common']);
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;
  const closeDrawer = () => setDrawerPath(null);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: true } }}
      padding="lg"
    >
      <AppShell.Header px="md">
        <Group h="100%" gap="md" wrap="nowrap">
          <Burger
            opened={isDrawerOpen}
            onClick={() => setDrawerPath(isDrawerOpen ? null : pathname)}
            hiddenFrom="md"
            size="sm"
            aria-label={t('toggleNavigation')}
            aria-expanded={isDrawerOpen}
          />
          {/* With a title, only the mark shows on a phone, so 'Admin Panel' stays on one line. */}
          <Brand href={homeHref} nameVisibleFrom={title ? 'xs' : undefined} />
          {title && (
            <>
              <Divider orientation="vertical" my="md" visibleFrom="xs" />
              <Title order={2} size="h4" fw={600} c="dark.6" style={{ whiteSpace: 'nowrap' }}>
                {title}
              </Title>
            </>
          )}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar visibleFrom="md" aria-label={navLabel}>
        <AppShell.Section grow component={ScrollArea} p="md">
          <NavLinks items={items} />
        </AppShell.Section>
        <AppShell.Section p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <AccountFooter {...account} />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
        opened={isDrawerOpen}
        onClose={closeDrawer}
        size={SIDEBAR_WIDTH}
        hiddenFrom="md"
        title={t('common:appName')}
        closeButtonProps={{ 'aria-label': t('closeNavigation') }}
      >
        <Box component="nav" aria-label={navLabel}>
          <NavLinks items={items} onNavigate={closeDrawer} />
          <Divider my="md" />
          <AccountFooter {...account} />
        </Box>
      </Drawer>

      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
