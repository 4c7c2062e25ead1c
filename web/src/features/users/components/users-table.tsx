import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminUserListItem } from '@studypath/domain/admin';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { stickyEndCell, stickyStartCell } from '../../../components/sticky-cells.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { legalNameOf } from '../../../lib/legal-name.ts';
import { CompletionBadge } from './completion-badge.tsx';

/**
 * Below this width the table scrolls sideways inside its own box, never the page: on a phone, and
 * beside the sidebar up to about 1370 px. The name and View stay in view while it scrolls.
 */
const TABLE_MIN_WIDTH = 1080;

interface UsersTableProps {
  items: readonly AdminUserListItem[];
  onView: (user: AdminUserListItem) => void;
}

/** The spec's columns (part 2 §2 "/admin/users"); View opens the user's dialog. */
export function UsersTable({ items, onView }: UsersTableProps) {
  const { t } = useTranslation(['adminUsers', 'profile']);
  const pathwayLabel = (pathway: string) =>
    t(`profile:options.pathway.${pathway}` as 'profile:options.pathway.college_current', {
      defaultValue: pathway,
    });
  const orDash = (value: string | null) =>
    value && value.trim() !== '' ? value : t('notProvided');
  return (
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      // Positioned, so visually hidden headers (absolute) stay inside the scrolling box instead of
      // widening the page on a phone.
      pos="relative"
    >
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={stickyStartCell}>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.role')}</Table.Th>
            <Table.Th>{t('columns.pathway')}</Table.Th>
            <Table.Th>{t('columns.academicGrade')}</Table.Th>
            <Table.Th>{t('columns.completion')}</Table.Th>
            <Table.Th>{t('columns.country')}</Table.Th>
            <Table.Th>{t('columns.verified')}</Table.Th>
            <Table.Th>{t('columns.joined')}</Table.Th>
            <Table.Th style={stickyEndCell}>
              <VisuallyHidden>{t('columns.view')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((user) => {
            const name = legalNameOf(user);
            return (
              <Table.Tr key={user.id}>
                <Table.Td style={stickyStartCell} maw={{ base: 130, sm: 220 }}>
                  <Text
                    size="sm"
                    fw={500}
                    c={name ? undefined : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {name ?? t('notSet')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={user.role === 'admin' ? 'grape' : 'gray'}
                    tt="none"
                    miw="max-content"
                  >
                    {t(`roles.${user.role}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {user.pathway ? pathwayLabel(user.pathway) : t('notProvided')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{orDash(user.academicGrade)}</Text>
                </Table.Td>
                <Table.Td>
                  <CompletionBadge percentage={user.completionPercentage} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{orDash(user.country)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.isEmailVerified ? t('yes') : t('no')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(user.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td style={stickyEndCell}>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} aria-hidden />}
                    onClick={() => onView(user)}
                    aria-label={t('viewNamed', { email: user.email })}
                  >
                    {t('view')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
