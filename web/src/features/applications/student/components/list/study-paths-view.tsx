import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { isTerminalStatus } from '@studypath/domain/applications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationSummary } from '../../lib/application-summary.ts';
import { useDeleteStudyPath } from '../../lib/use-delete-study-path.ts';
import { DeleteStudyPathDialog } from './delete-study-path-dialog.tsx';
import { StudyPathCard } from './study-path-card.tsx';

type Tab = 'active' | 'completed';

export interface StudyPathsViewProps {
  /** Undefined while loading, or when loading failed. */
  paths: readonly ApplicationSummary[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  createHref: string;
  applicationHref: (id: string) => string;
  /** Where the student writes to the consultant: a path holding a payment is withdrawn there. */
  messageConsultantHref: string;
}

/** The Study Paths list (part 2 §2): Active and Completed tabs, the terminal statuses in the second. */
export function StudyPathsView(props: StudyPathsViewProps) {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Button component={Link} to={props.createHref} leftSection={<IconPlus size={16} />}>
          {t('list.startNew')}
        </Button>
      </Group>
      <StudyPathsContent {...props} />
    </Stack>
  );
}

function StudyPathsContent({
  paths,
  loadFailed,
  onRetry,
  applicationHref,
  messageConsultantHref,
}: StudyPathsViewProps) {
  const { t } = useTranslation('applications');
  const { t: tCommon } = useTranslation();
  const [tab, setTab] = useState<Tab>('active');
  const deletion = useDeleteStudyPath();

  if (!paths) {
    return loadFailed ? (
      <Alert color="red" variant="light" title={t('list.loadFailed')} role="alert">
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </Alert>
    ) : (
      <Center py="xl" role="status" aria-label={tCommon('loading')}>
        <Loader />
      </Center>
    );
  }

  const byTab: Record<Tab, ApplicationSummary[]> = {
    active: paths.filter((path) => !isTerminalStatus(path.status)),
    completed: paths.filter((path) => isTerminalStatus(path.status)),
  };
  const emptyText: Record<Tab, string> = {
    active: t('list.emptyActive'),
    completed: t('list.emptyCompleted'),
  };

  return (
    <>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'completed' ? 'completed' : 'active')}
      >
        <Tabs.List aria-label={t('list.tabs.label')}>
          <Tabs.Tab value="active">{t('list.tabs.active')}</Tabs.Tab>
          <Tabs.Tab value="completed">{t('list.tabs.completed')}</Tabs.Tab>
        </Tabs.List>
        {(['active', 'completed'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {byTab[value].length === 0 ? (
              <Text c="dimmed">{emptyText[value]}</Text>
            ) : (
              <Stack gap="md">
                {byTab[value].map((path) => (
                  <StudyPathCard
                    key={path.id}
                    path={path}
                    href={applicationHref(path.id)}
                    onDelete={() => deletion.ask(path)}
                  />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <DeleteStudyPathDialog
        opened={deletion.pending !== null}
        isDeleting={deletion.isDeleting}
        holdsPayment={deletion.holdsPayment}
        messageConsultantHref={messageConsultantHref}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </>
  );
}
