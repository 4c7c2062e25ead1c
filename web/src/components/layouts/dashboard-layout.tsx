// The signed-in shell shared by the student and admin areas (spec §2, shared navigation): a
// sidebar from the md breakpoint up, a slide-out drawer below it, the account footer in both.
// The drawer (navigation-drawer.tsx) is mounted once the page is idle after its first render, or
// at the first tap on the menu button should that come sooner: nothing of it shows before, and a
// server-rendered page hydrates without it (decision 026).
import { AppShell, Burger, Divider, Group, ScrollArea, Title } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { AccountFooter, type AccountFooterProps } from './account-footer.tsx';
import { NavLinks, type NavItem } from './nav-links.tsx';

const loadNavigationDrawer = () => import('./navigation-drawer.tsx');
const NavigationDrawer = lazy(async () => ({
  default: (await loadNavigationDrawer()).NavigationDrawer,
}));

/** After the browser's next idle period (or a second at most), once. */
function useWhenIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const settle = () => startTransition(() => setIsIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(settle, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(settle, 200);
    return () => clearTimeout(id);
  }, []);
  return isIdle;
}

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
  const isIdle = useWhenIdle();

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

      {(isIdle || drawerPath !== null) && (
        <Suspense fallback={null}>
          <NavigationDrawer
            opened={isDrawerOpen}
            onClose={closeDrawer}
            width={SIDEBAR_WIDTH}
            navLabel={navLabel}
            items={items}
            account={account}
          />
        </Suspense>
      )}

      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
