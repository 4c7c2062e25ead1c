import { Group, Table, Text, ThemeIcon } from '@mantine/core';
import type { AuditLog } from '@studypath/domain/admin';
import { useTranslation } from 'react-i18next';
import { useAuditLabels } from '../../../lib/audit-labels.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { actionLook } from '../lib/action-icons.ts';
import { shortEntityId } from '../lib/audit-details.ts';
import { DetailsCell } from './details-cell.tsx';

/** Below this width the table scrolls sideways inside its own box, never the page (360 px). */
const TABLE_MIN_WIDTH = 1000;

/** The spec's columns (part 2 §2 "/admin/audit"), newest first as the server sends them. */
export function AuditTable({ items }: { items: readonly AuditLog[] }) {
  const { t } = useTranslation('adminAudit');
  const labels = useAuditLabels();
  return (
    // Focusable and named: on a narrow screen the rows scroll sideways, and a keyboard user must
    // be able to scroll them too (nothing inside takes the focus).
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH}
      type="native"
      // Positioned, so visually hidden headers (absolute) stay inside the scrolling box instead of
      // widening the page on a phone.
      pos="relative"
      tabIndex={0}
      role="region"
      aria-label={t('tableLabel')}
    >
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.user')}</Table.Th>
            <Table.Th>{t('columns.entity')}</Table.Th>
            <Table.Th>{t('columns.ipAddress')}</Table.Th>
            <Table.Th>{t('columns.timestamp')}</Table.Th>
            <Table.Th>{t('columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((log) => {
            const { icon: ActionIcon, color } = actionLook(log.action);
            return (
              <Table.Tr key={log.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
                      <ActionIcon size={16} />
                    </ThemeIcon>
                    <Text size="sm" fw={500}>
                      {labels.action(log.action)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    c={log.userEmail ? undefined : 'dimmed'}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {log.userEmail ?? labels.system}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{labels.entityType(log.entityType)}</Text>
                  {log.entityId && (
                    <Text size="xs" c="dimmed" ff="monospace" title={log.entityId}>
                      {shortEntityId(log.entityId)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {log.ipAddress ?? t('noValue')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    component="time"
                    dateTime={log.createdAt}
                    size="sm"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatDateTime(log.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <DetailsCell details={log.details} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
