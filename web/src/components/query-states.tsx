// What a screen shows for a query that has no data yet: the loading line, or the failure with a
// way to try again. Texts come translated (components/ knows no feature's namespace), but for
// the shared 'Loading...'.
import { Alert, Button, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadFailedAlertProps {
  /** What could not be loaded. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  icon?: ReactNode;
  m?: MantineSpacing;
}

/** A query that failed: what failed, and a button to try again. */
export function LoadFailedAlert({ title, retryLabel, onRetry, icon, m }: LoadFailedAlertProps) {
  return (
    <Alert color="red" variant="light" icon={icon} title={title} role="alert" m={m}>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

/** A query with no data yet: its failure (`hasFailed`) with Try again, else the loading line. */
export function PendingQuery({
  hasFailed,
  ...failure
}: { hasFailed: boolean } & Omit<LoadFailedAlertProps, 'icon' | 'm'>) {
  const { t } = useTranslation('common');
  return hasFailed ? (
    <LoadFailedAlert {...failure} />
  ) : (
    <Text c="dimmed" role="status">
      {t('loading')}
    </Text>
  );
}
