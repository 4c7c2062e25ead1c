import { Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { type AdminDocument } from '@studypath/domain/documents';
import { useTranslation } from 'react-i18next';
import { useDocumentCategoryLabel } from '../../../../lib/document-category-labels.ts';
import {
  DeleteDocumentButton,
  DownloadDocumentButton,
} from '../../../../components/document-buttons.tsx';
import { stickyEndCell } from '../../../../components/sticky-cells.ts';
import { documentTypeLabel, formatFileSize } from '../../../../lib/document-file.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { legalNameOf } from '../../../../lib/legal-name.ts';
import { toastFailure } from '../lib/toasts.ts';

/** Below this width the table scrolls sideways inside its own box, never the page (360 px). */
const TABLE_MIN_WIDTH = 1020;

interface DocumentsTableProps {
  items: readonly AdminDocument[];
  onDelete: (document: AdminDocument) => void;
}

/** One row per document; a file that is gone from storage says so and offers no download. */
export function DocumentsTable({ items, onDelete }: DocumentsTableProps) {
  const { t } = useTranslation('adminDocuments');
  const categoryLabel = useDocumentCategoryLabel();
  const tellUnavailable = () =>
    toastFailure(t('toasts.downloadUnavailable.title'), t('toasts.downloadUnavailable.message'));
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
            <Table.Th>{t('columns.fileName')}</Table.Th>
            <Table.Th>{t('columns.student')}</Table.Th>
            <Table.Th>{t('columns.consultant')}</Table.Th>
            <Table.Th>{t('columns.category')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.uploaded')}</Table.Th>
            <Table.Th style={stickyEndCell}>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((document) => {
            const name = legalNameOf(document.profile);
            return (
              <Table.Tr key={document.id}>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {document.fileName}
                    </Text>
                    {!document.accessible && (
                      <Badge color="red" variant="light" tt="none">
                        {t('inaccessible')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} c={name ? undefined : 'dimmed'}>
                    {name ?? t('notSet')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {document.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {/* Who holds the student's path (issue 29). */}
                  <Text size="sm" c={document.consultantName ? undefined : 'dimmed'}>
                    {document.consultantName ?? t('unassigned')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{categoryLabel(document.category)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{documentTypeLabel(document.mimeType)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(document.fileSize)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(document.createdAt)}
                  </Text>
                </Table.Td>
                {/* Download and Delete stay in view while the table scrolls on a phone. */}
                <Table.Td style={stickyEndCell}>
                  <Group gap="xs" wrap="nowrap">
                    <DownloadDocumentButton
                      document={document}
                      onUnavailable={document.accessible ? undefined : tellUnavailable}
                      label={t('download')}
                      ariaLabel={t('downloadNamed', { name: document.fileName })}
                    />
                    <DeleteDocumentButton
                      onDelete={() => onDelete(document)}
                      label={t('delete')}
                      ariaLabel={t('deleteNamed', { name: document.fileName })}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
