import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsLoading } from './details-loading.tsx';

/** What a block needs of its query (a TanStack Query result fits). */
export interface BlockQuery<Data> {
  data: Data | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryBlockProps<Data> {
  query: BlockQuery<Data>;
  /** The block's heading, also shown over its error. */
  heading: string;
  children: (data: Data) => ReactNode;
}

/**
 * One block of the details page with its own loading and error states, so that updates,
 * programs or documents failing to load do not take the page down. Data already shown stays
 * while a background refresh fails; the next refresh tries again.
 */
export function QueryBlock<Data>({ query, heading, children }: QueryBlockProps<Data>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <BlockLoadError heading={heading} onRetry={() => query.refetch()} />;
  return <DetailsLoading />;
}

function BlockLoadError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  const { t } = useTranslation('applications');
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        <Alert color="red" variant="light" title={t('details.blockLoadFailed')} role="alert">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('details.retry')}
          </Button>
        </Alert>
      </Stack>
    </Paper>
  );
}
