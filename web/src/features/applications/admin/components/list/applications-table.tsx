import { Anchor, Badge, Group, Table, Text, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminApplicationListItem } from '@studypath/domain/applications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../../lib/format-date.ts';
import { statusColor, statusLabel } from '../../../../../lib/status-display.ts';
import { legalNameOf } from '../../../../../lib/legal-name.ts';
import { fieldOfStudyLabel } from '../../../../../lib/quiz-choice-labels.ts';

/** Below this width the table scrolls sideways inside its own box, never the page. */
const TABLE_MIN_WIDTH = 980;

/** A column another feature gives the table (the checklist's completion), through the page. */
export interface ExtraColumn {
  header: string;
  cell: (applicationId: string) => ReactNode;
}

interface ApplicationsTableProps {
  items: readonly AdminApplicationListItem[];
  detailHref: (id: string) => string;
  /** After Status; on a phone, under the status in the student's cell. */
  extraColumn?: ExtraColumn;
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" tt="none">
      {statusLabel(status)}
    </Badge>
  );
}

/** Who holds the path (issue 29), or 'Unassigned'. */
function ConsultantName({ name, size = 'sm' }: { name: string | null; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('adminApplications');
  return (
    <Text size={size} c={name ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
      {name ?? t('list.unassigned')}
    </Text>
  );
}

/**
 * One row per path; a click anywhere on the row opens it, the View link does for the keyboard.
 * On a phone the sideways scroll would leave the status out of sight: there each row is the
 * student (name, email, then the status, consultant, field of study and date under them) and View.
 */
export function ApplicationsTable({ items, detailHref, extraColumn }: ApplicationsTableProps) {
  const { t } = useTranslation('adminApplications');
  const navigate = useNavigate();
  const theme = useMantineTheme();
  // Read on the first render (no SSR here): a phone never flashes the wide table.
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  return (
    <Table.ScrollContainer
      minWidth={isNarrow ? 0 : TABLE_MIN_WIDTH}
      type="native"
      // Positioned, so visually hidden headers (absolute) stay inside the scrolling box instead of
      // widening the page on a phone.
      pos="relative"
    >
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.student')}</Table.Th>
            {!isNarrow && (
              <>
                <Table.Th>{t('list.columns.fieldOfStudy')}</Table.Th>
                <Table.Th>{t('list.columns.institutions')}</Table.Th>
                <Table.Th>{t('list.columns.status')}</Table.Th>
                {extraColumn && <Table.Th>{extraColumn.header}</Table.Th>}
                <Table.Th>{t('list.columns.consultant')}</Table.Th>
                <Table.Th>{t('list.columns.submitted')}</Table.Th>
              </>
            )}
            <Table.Th>
              <VisuallyHidden>{t('list.columns.view')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const name = legalNameOf(item);
            const href = detailHref(item.id);
            const fieldOfStudy = item.fieldOfStudy
              ? fieldOfStudyLabel(item.fieldOfStudy)
              : t('list.notSpecified');
            return (
              <Table.Tr
                key={item.id}
                onClick={() => void navigate(href)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Text
                    size="sm"
                    fw={500}
                    c={name ? undefined : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {name ?? t('list.notSet')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Text>
                  {isNarrow && (
                    <>
                      <Text component="div" mt={6}>
                        <StatusBadge status={item.status} />
                      </Text>
                      {extraColumn && (
                        <Group gap={6} mt={4} wrap="wrap">
                          <Text size="xs" c="dimmed">
                            {extraColumn.header}:
                          </Text>
                          {extraColumn.cell(item.id)}
                        </Group>
                      )}
                      <Group gap={6} mt={4} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {t('list.columns.consultant')}:
                        </Text>
                        <ConsultantName name={item.consultantName} size="xs" />
                      </Group>
                      <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
                        {fieldOfStudy} · {formatDate(item.createdAt)}
                      </Text>
                    </>
                  )}
                </Table.Td>
                {!isNarrow && (
                  <>
                    <Table.Td>
                      <Text size="sm">{fieldOfStudy}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={item.intendedInstitutions ? undefined : 'dimmed'}>
                        {item.intendedInstitutions || t('list.notSpecified')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.status} />
                    </Table.Td>
                    {extraColumn && <Table.Td>{extraColumn.cell(item.id)}</Table.Td>}
                    <Table.Td>
                      <ConsultantName name={item.consultantName} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(item.createdAt)}
                      </Text>
                    </Table.Td>
                  </>
                )}
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
