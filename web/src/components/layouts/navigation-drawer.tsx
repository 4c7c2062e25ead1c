// The phone's navigation: the sidebar's links and account footer in a slide-out drawer. Its own
// module, loaded after the page is up (dashboard-layout.tsx): Mantine's drawer brings a portal,
// scroll locking and focus trapping, and even closed it mounts a portal whose first render
// updates the page again while it hydrates (decision 026).
import { Box, Divider, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFooter, type AccountFooterProps } from './account-footer.tsx';
import { NavLinks, type NavItem } from './nav-links.tsx';

export interface NavigationDrawerProps {
  opened: boolean;
  onClose: () => void;
  width: number;
  navLabel: string;
  items: NavItem[];
  account: AccountFooterProps;
}

export function NavigationDrawer(props: NavigationDrawerProps) {
  const { opened, onClose, width, navLabel, items, account } = props;
  const { t } = useTranslation(['nav', 'common']);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={width}
      hiddenFrom="md"
      title={t('common:appName')}
      closeButtonProps={{ 'aria-label': t('closeNavigation') }}
    >
      <Box component="nav" aria-label={navLabel}>
        <NavLinks items={items} onNavigate={onClose} />
        <Divider my="md" />
        <AccountFooter {...account} />
      </Box>
    </Drawer>
  );
}
