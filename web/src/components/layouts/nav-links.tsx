import { Badge, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only this exact path is active (for a section's root, e.g. /admin). */
  end?: boolean;
  /** Further route patterns that belong to this entry, e.g. /application/:id for Applications. */
  activeWhen?: readonly string[];
  /**
   * A red count shown when above 0, with a text for screen readers that says what it counts
   * ('3 unread messages', '3 waiting on you').
   */
  badge?: { count: number; label: string };
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  return [item.to, ...(item.activeWhen ?? [])].some(
    (pattern) => matchPath({ path: pattern, end: false }, pathname) !== null,
  );
}

export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {items.map((item) => {
        const isActive = isNavItemActive(item, pathname);
        const badge = item.badge && item.badge.count > 0 ? item.badge : null;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            rightSection={
              badge && (
                <Badge color="red" size="sm" circle={badge.count < 10}>
                  {/* Screen readers hear the label alone ('3 waiting on you'), not the number twice. */}
                  <span aria-hidden>{badge.count}</span>
                  <VisuallyHidden>{badge.label}</VisuallyHidden>
                </Badge>
              )
            }
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
