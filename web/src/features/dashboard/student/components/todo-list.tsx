import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { StudentTodoItem } from '@studypath/domain/applications';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { statusLabel } from '../../../../lib/status-display.ts';
import type { DashboardLinks } from './dashboard-links.ts';

interface TodoText {
  title: string;
  detail: string;
  action: string;
  href: string;
}

/** Long unbroken names (a program, a field of study) wrap instead of widening the page. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function useTodoText(links: DashboardLinks) {
  const { t } = useTranslation('dashboard');
  return (item: StudentTodoItem): TodoText => {
    const name = item.studyPathName ?? t('timeline.defaultName');
    switch (item.kind) {
      case 'answer_info_request': {
        const count = item.questionCount;
        if (item.applicationId === null) {
          // A general request to a student with no path: only a path's page answers requests.
          return {
            title: t('todo.answerInfoRequest.title'),
            detail: t('todo.answerInfoRequest.detailNoPath', { count }),
            action: t('empty.goToStudyPaths'),
            href: links.applications,
          };
        }
        return {
          title: t('todo.answerInfoRequest.title'),
          detail: item.isGeneral
            ? t('todo.answerInfoRequest.detailGeneral', { count, name })
            : t('todo.answerInfoRequest.detail', { count, name }),
          action: t('todo.answerInfoRequest.action'),
          href: links.application(item.applicationId),
        };
      }
      case 'upload_documents':
        // With the path's checklist counted: how many are left, and the checklist to upload from.
        if (item.checklistToDo !== undefined) {
          return {
            title: t('todo.uploadDocuments.title'),
            detail: t('todo.uploadDocuments.detailChecklist', { name, count: item.checklistToDo }),
            action: t('todo.uploadDocuments.actionChecklist'),
            href: links.application(item.applicationId),
          };
        }
        return {
          title: t('todo.uploadDocuments.title'),
          detail: t('todo.uploadDocuments.detail', { name }),
          action: t('todo.uploadDocuments.action'),
          href: links.documents,
        };
      case 'choose_package':
        return {
          title: t('todo.choosePackage.title'),
          detail: t('todo.choosePackage.detail', { name }),
          action: t('todo.choosePackage.action'),
          href: links.applicationPayment(item.applicationId),
        };
      case 'next_step':
        return {
          title: t('todo.nextStep.title', { status: statusLabel(item.status) }),
          detail: t('todo.nextStep.detail', { name }),
          action: t('todo.nextStep.action'),
          href: links.application(item.applicationId),
        };
    }
  };
}

const itemKey = (item: StudentTodoItem) =>
  item.kind === 'answer_info_request' ? item.requestId : `${item.kind}:${item.applicationId}`;

export interface TodoListProps {
  /** null: the list could not be read. */
  items: readonly StudentTodoItem[] | null;
  onRetry: () => void;
  links: DashboardLinks;
}

/**
 * What the student must do now (issue 24), as the server found it from whose move each path waits
 * on and the requests still unanswered, each with a link to where it is done. With nothing to do
 * it says so, so the student knows the list exists and is empty rather than missing; a list that
 * could not be read says that, in place, and the rest of the dashboard still shows.
 */
export function TodoList({ items, onRetry, links }: TodoListProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const textOf = useTodoText(links);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('todo.title')}
      </Title>
      {items === null ? (
        <Alert color="red" variant="light" title={t('todo.loadFailed')} role="alert">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('todo.empty')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="md" p={0}>
          {items.map((item) => {
            const text = textOf(item);
            return (
              <List.Item key={itemKey(item)} styles={{ itemWrapper: { width: '100%' } }}>
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Text fw={600} style={wrapAnywhere}>
                      {text.title}
                    </Text>
                    <Text size="sm" style={wrapAnywhere}>
                      {text.detail}
                    </Text>
                  </Stack>
                  <Button component={Link} to={text.href} size="xs" variant="light">
                    {text.action}
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Card>
  );
}
