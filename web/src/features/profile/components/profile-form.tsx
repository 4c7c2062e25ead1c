import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileResponse } from '@studypath/domain/profile';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { clearProfileDraft } from '../lib/clear-profile-draft.ts';
import { describeProfileSaveError } from '../lib/map-profile-save-error.ts';
import {
  findProfileChanges,
  hasProfileChanges,
  readProfileDraft,
  saveProfileDraft,
} from '../lib/profile-draft.ts';
import {
  toFormValues,
  toProfilePayload,
  type ProfileFormValues,
} from '../lib/profile-form-values.ts';
import {
  findFixTarget,
  findTabsWithErrors,
  isProfileTabEnabled,
  missingTabsMessage,
  nextProfileTab,
  type FixTarget,
  type ProfileTab,
} from '../lib/profile-tabs.ts';
import { withTypedDateProblems } from '../lib/typed-date-problems.ts';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard.ts';
import { validateProfile } from '../lib/validate-profile.ts';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { ProfileTabList } from './profile-tab-list.tsx';
import { AcademicTab } from './tabs/academic-tab.tsx';
import { AdditionalTab } from './tabs/additional-tab.tsx';
import { BasicTab } from './tabs/basic-tab.tsx';
import { EducationTab } from './tabs/education-tab.tsx';
import { GuardianTab } from './tabs/guardian-tab.tsx';

/** Part 1 §4 and §9: after a save that completes the profile, back to the dashboard in 1.5 s. */
export const COMPLETE_REDIRECT_MS = 1500;
/** Part 1 §5: the offending field is focused 100 ms after its tab opens. */
export const FOCUS_DELAY_MS = 100;

export interface ProfileFormProps {
  profile: ProfileResponse;
  /** The signed-in user's id: an unsaved draft in this tab is restored only for its owner. */
  draftOwner: string;
  dashboardHref: string;
  /**
   * The tab to open first (the address's `?tab=`, e.g. the dashboard's "Change guardian email");
   * Personal Info when absent or when the tab cannot be opened yet (Academic without a pathway).
   */
  initialTab?: ProfileTab | null;
  /** Called 1.5 s after a save that made the profile complete. */
  onCompleted: () => void;
}

export function ProfileForm(props: ProfileFormProps) {
  const { profile, draftOwner, dashboardHref, initialTab, onCompleted } = props;
  const { t } = useTranslation('profile');
  const [isLeaving, setIsLeaving] = useState(false);
  // What "unsaved" is measured against: the profile as loaded, then the values last saved.
  const [saved, setSaved] = useState(() => toFormValues(profile));
  // A draft this tab kept (the page was reloaded, or the student came back) goes over the profile.
  const [initialValues] = useState(() => ({ ...saved, ...readProfileDraft(draftOwner) }));
  const [tab, setTab] = useState<ProfileTab>(() =>
    initialTab && isProfileTabEnabled(initialTab, initialValues) ? initialTab : 'basic',
  );
  const form = useForm<ProfileFormValues>({ initialValues });
  const values = form.getValues();
  const changes = useMemo(() => findProfileChanges(values, saved), [values, saved]);
  const hasUnsavedChanges = hasProfileChanges(changes);
  const submitted = useRef<ProfileFormValues | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (run: () => void, ms: number) => timers.current.push(window.setTimeout(run, ms));

  useEffect(() => {
    if (hasProfileChanges(changes)) saveProfileDraft(draftOwner, changes);
    else clearProfileDraft();
  }, [changes, draftOwner]);
  const blocker = useUnsavedChangesGuard(hasUnsavedChanges);

  // 'Next' sits below the tab's last field: the next tab is read from its top, once it is laid
  // out. In one step, not smoothly: when the new tab is shorter, the page shrinks under a smooth
  // scroll, which Chromium then sometimes left where the page ended, the tab row above the screen.
  const formTop = useRef<HTMLDivElement>(null);
  const scrollToFormTop = useRef(false);
  useEffect(() => {
    if (!scrollToFormTop.current) return;
    scrollToFormTop.current = false;
    formTop.current?.scrollIntoView({ block: 'start' });
  }, [tab]);

  const isTabEnabled = (target: ProfileTab) => isProfileTabEnabled(target, form.getValues());

  const openProblem = (target: Pick<FixTarget, 'tab' | 'field'>) => {
    setTab(target.tab);
    later(() => {
      const node = form.getInputNode(target.field);
      node?.focus();
      node?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, FOCUS_DELAY_MS);
  };

  const mutation = useUpdateProfile({
    onSuccess: (savedProfile) => {
      // What was sent is now saved; anything typed while saving stays unsaved (and in the draft).
      if (submitted.current) setSaved(submitted.current);
      if (savedProfile.completionPercentage >= 100) {
        showToast({
          variant: 'success',
          title: t('edit.saved.completeTitle'),
          message: t('edit.saved.completeMessage'),
        });
        setIsLeaving(true);
        later(onCompleted, COMPLETE_REDIRECT_MS);
      } else {
        showToast({
          variant: 'success',
          title: t('edit.saved.updatedTitle'),
          message: t('edit.saved.updatedMessage'),
        });
      }
    },
    onError: (error) => {
      const described = describeProfileSaveError(error);
      const message =
        described.kind === 'server'
          ? described.text
          : described.kind === 'httpStatus'
            ? t('edit.failed.serverError', described).trim()
            : t('edit.failed.fallback');
      showToast({ variant: 'destructive', title: t('edit.failed.title'), message });
      if (described.kind !== 'server' || described.fieldErrors.length === 0) return;
      // Every field the server refused is marked, and so is its tab.
      form.setErrors(Object.fromEntries(described.fieldErrors.map((e) => [e.field, e.message])));
      const target = findFixTarget(described.fieldErrors, isTabEnabled);
      if (target) openProblem(target);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const today = new Date();
    const payload = toProfilePayload(form.getValues());
    const problems = withTypedDateProblems(validateProfile(payload, today), payload, today, t);
    const target = findFixTarget(problems, isTabEnabled);
    if (target) {
      form.setErrors(
        Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
      );
      showToast({
        variant: 'destructive',
        title: t('edit.missing.title'),
        message: missingTabsMessage(target.tabs, t),
      });
      openProblem(target);
      return;
    }
    form.clearErrors();
    submitted.current = form.getValues();
    mutation.mutate(payload);
  };

  const discardChanges = () => {
    clearProfileDraft();
    blocker.proceed?.();
  };

  const today = new Date();
  const tabsWithErrors = findTabsWithErrors(form.errors, isTabEnabled);
  const nextTab = nextProfileTab(tab, isTabEnabled);
  const goToNextTab = () => {
    if (!nextTab) return;
    scrollToFormTop.current = true;
    setTab(nextTab);
  };
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={dashboardHref} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('edit.backToDashboard')}
          </Group>
        </Anchor>
        <Title order={1} size="h2" mt="xs">
          {t('edit.title')}
        </Title>
        <Text c="dimmed">{t('edit.subtitle')}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Paper ref={formTop} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Tabs value={tab} onChange={(next) => next && setTab(next as ProfileTab)}>
            <ProfileTabList
              activeTab={tab}
              isEnabled={isTabEnabled}
              tabsWithErrors={tabsWithErrors}
            />
            <Tabs.Panel value="basic">
              <BasicTab form={form} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="education">
              <EducationTab form={form} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="academic">
              <AcademicTab form={form} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="guardian">
              <GuardianTab form={form} today={today} />
            </Tabs.Panel>
            <Tabs.Panel value="additional">
              <AdditionalTab form={form} today={today} />
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" mt="xl">
            {nextTab && (
              <Button
                variant="light"
                mr="auto"
                rightSection={<IconArrowRight size={16} aria-hidden />}
                onClick={goToNextTab}
                aria-label={t('edit.nextTab', { tab: t(`edit.tabNames.${nextTab}`) })}
              >
                {t('edit.next')}
              </Button>
            )}
            <Button component={Link} to={dashboardHref} variant="default">
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending || isLeaving}>
              {mutation.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </Group>
        </Paper>
      </form>
      <DiscardChangesDialog
        opened={blocker.state === 'blocked'}
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={discardChanges}
      />
    </Stack>
  );
}
