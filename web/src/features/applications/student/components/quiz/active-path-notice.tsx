import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../../../lib/toast.tsx';

interface ActivePathNoticeProps {
  /** Where the active study path's details are. */
  pathHref: string;
}

/**
 * What /applications/create shows while a study path is active (one at a time, part 2 §4): the
 * spec's 'Active Study Path Exists' toast on arrival, and the same words with a way to that path,
 * instead of six steps of answers that could only be refused (issue 24).
 */
export function ActivePathNotice({ pathHref }: ActivePathNoticeProps) {
  const { t } = useTranslation('applications');
  const title = t('toasts.activePathExists.title');
  const message = t('toasts.activePathExists.message');
  useEffect(() => {
    showToast({ title, message, variant: 'destructive' });
  }, [title, message]);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('quiz.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text>{message}</Text>
          <Button component={Link} to={pathHref}>
            {t('quiz.activePath.open')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
