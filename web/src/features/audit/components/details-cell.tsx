import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detailsText } from '../lib/audit-details.ts';

/** The event's details as JSON: one compact line, expandable to the whole object when cut. */
export function DetailsCell({ details }: { details: Record<string, unknown> | null }) {
  const { t } = useTranslation('adminAudit');
  const text = detailsText(details);
  if (text === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('noValue')}
      </Text>
    );
  }
  if (text.full === null) {
    return (
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {text.compact}
      </Text>
    );
  }
  return (
    <Box component="details" maw={420}>
      <Text
        component="summary"
        size="xs"
        ff="monospace"
        style={{ cursor: 'pointer', overflowWrap: 'anywhere' }}
      >
        {text.compact}
      </Text>
      <Box
        component="pre"
        m={0}
        mt={6}
        p="xs"
        fz="xs"
        ff="monospace"
        bg="gray.0"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 4 }}
      >
        {text.full}
      </Box>
    </Box>
  );
}
