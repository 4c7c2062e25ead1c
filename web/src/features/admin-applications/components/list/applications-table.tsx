import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminApplicationListItem } from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../lib/format-date.ts';
import { statusColor, statusLabel } from '../../../../lib/status-display.ts';
import { studentName } from '../../lib/student-name.ts';

/** Below this width the table scrolls sideways inside its own box, never the page (360 px). */
const TABLE_MIN_WIDTH = 760;

interface ApplicationsTableProps {
  items: readonly AdminApplicationListItem[];
  detailHref: (id: string) => string;
}

/** One row per path; a click anywhere on the row opens it, the View link does for the keyboard. */
export function ApplicationsTable({ items, detailHref }: ApplicationsTableProps) {
  const { t } = useTranslation('adminApplications');
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      // Positioned, so visually hidden headers (absolute) stay inside the scrolling box instead of
      // widening the page on a phone.
      pos="relative"
    >
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.student')}</Table.Th>
            <Table.Th>{t('list.columns.fieldOfStudy')}</Table.Th>
            <Table.Th>{t('list.columns.institutions')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.submitted')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.view')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = studentName(item);
            const href = detailHref(item.id);
            return (
              <Table.Tr
                key={item.id}
                onClick={() => void navigate(href)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Text size="sm" fw={500} c={name ? undefined : 'dimmed'}>
                    {name ?? t('list.notSet')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.fieldOfStudy ?? t('list.notSpecified')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={item.intendedInstitutions ? undefined : 'dimmed'}>
                    {item.intendedInstitutions || t('list.notSpecified')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor(item.status)} variant="light" tt="none">
                    {statusLabel(item.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(item.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href}
                    size="sm"
                    onClick={(event) => event.stopPropagation()}
                    aria-label={t('list.viewNamed', { name: name ?? item.email })}
                  >
                    {t('list.view')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
