import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentTodoItem } from '@studypath/domain/applications';
import { lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recentUpdate,
  studyPathChoices,
  studyPathName,
  welcomeName,
  type StudyPath,
} from '../lib/dashboard-rules.ts';
import { AlertCards } from './alert-cards.tsx';
import type { DashboardLinks } from './dashboard-links.ts';
import { NoStudyPath } from './no-study-path.tsx';
import { StudyPathTimeline } from './study-path-timeline.tsx';
import type * as PickerModuleType from './study-path-picker.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TodoList } from './todo-list.tsx';

export interface DashboardViewProps {
  email: string;
  legalFirstName: string | null;
  completionPercentage: number;
  studyPaths: readonly StudyPath[];
  activeStudyPath: StudyPath | null;
  documentCount: number;
  unreadCount: number;
  /** What the student must do now (GET /api/dashboard/todo); null when it could not be read. */
  todoItems: readonly StudentTodoItem[] | null;
  onTodoRetry: () => void;
  /** No earlier sign-in: 'Welcome' rather than 'Welcome back'. */
  isFirstSignIn: boolean;
  links: DashboardLinks;
  /**
   * The guardian consent card (guardians feature, issue 26), placed by the page: it renders
   * nothing unless a student under 18 is waiting for consent.
   */
  guardianConsent?: ReactNode;
  /**
   * Who has guardian access to the student (guardians feature, issue 26, item 6), placed by the
   * page at the end: it renders nothing when no guardian follows the student.
   */
  guardianAccess?: ReactNode;
  /** Today, for the 'Recent Update' window. */
  now?: Date;
}

type PickerModule = typeof PickerModuleType;

let loadedPicker: PickerModule | undefined;

/** The picker's module; once loaded, the dashboard renders it at once (so the server can too). */
export async function loadStudyPathPicker(): Promise<PickerModule> {
  loadedPicker ??= await import('./study-path-picker.tsx');
  return loadedPicker;
}

/**
 * The picker shows only to a student with more than one study path, and it brings Mantine's
 * Select with its dropdown machinery (about a fifth of the dashboard's code): loaded then only,
 * and the dashboard appears once it is in, whole, rather than shifting when it arrives. No
 * Suspense boundary of its own: the dashboard first renders in a deferred render (the route's
 * useDeferredValue), which waits for it with the spinner still showing, and hydration waits with
 * the server's markup in place. A boundary would be hydrated apart from the page, and any update
 * above it before then (the layout's first ones) hydrated it synchronously (decision 026).
 */
const LazyStudyPathPicker = lazy(async () => ({
  default: (await loadStudyPathPicker()).StudyPathPicker,
}));

/** Starts loading the picker early, when the study paths say it will show. */
export function preloadStudyPathPicker(): void {
  void loadStudyPathPicker().catch(() => undefined); // the lazy component reports a failure
}

/**
 * The student dashboard of part 1 §2: welcome, the guardian consent card (issue 26), the To do
 * list (issue 24), alerts, four summary cards and the timeline.
 */
export function DashboardView(props: DashboardViewProps) {
  const StudyPathPicker = loadedPicker?.StudyPathPicker ?? LazyStudyPathPicker;
  const { email, legalFirstName, completionPercentage, documentCount, unreadCount, links } = props;
  const { t } = useTranslation('dashboard');
  const { paths, initialId } = studyPathChoices(props.studyPaths, props.activeStudyPath);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const timelineTitleId = useId();
  const selected =
    paths.find((path) => path.id === pickedId) ?? paths.find((path) => path.id === initialId);
  const update = selected ? recentUpdate(selected.updatedAt, props.now ?? new Date()) : null;
  const isProfileComplete = completionPercentage >= 100;

  return (
    <Stack gap="lg">
      <div>
        {/* A long one-word name wraps instead of widening a phone's page. */}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t(props.isFirstSignIn ? 'welcomeFirst' : 'welcome', {
            name: welcomeName(legalFirstName, email),
          })}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>

      {props.guardianConsent}

      <TodoList items={props.todoItems} onRetry={props.onTodoRetry} links={links} />

      <AlertCards
        completionPercentage={completionPercentage}
        recent={
          selected && update
            ? {
                update,
                name: studyPathName(selected) ?? t('timeline.defaultName'),
                href: links.application(selected.id),
              }
            : null
        }
        unreadCount={unreadCount}
        profileEditHref={links.profileEdit}
        messagesHref={links.messages}
      />

      <SummaryCards
        completionPercentage={completionPercentage}
        studyPath={selected ?? null}
        documentCount={documentCount}
        unreadCount={unreadCount}
        links={links}
      />

      {selected ? (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby={timelineTitleId}
        >
          <Group justify="space-between" align="flex-end" mb="lg" gap="md">
            <Title order={2} size="h4" id={timelineTitleId}>
              {t('timeline.title')}
            </Title>
            {paths.length > 1 && (
              <StudyPathPicker
                paths={paths}
                activeId={props.activeStudyPath?.id ?? null}
                value={selected.id}
                onChange={setPickedId}
              />
            )}
          </Group>
          <StudyPathTimeline status={selected.status} paymentStatus={selected.paymentStatus} />
        </Card>
      ) : (
        <NoStudyPath
          isProfileComplete={isProfileComplete}
          applicationsHref={links.applications}
          profileEditHref={links.profileEdit}
        />
      )}

      {props.guardianAccess}
    </Stack>
  );
}
