import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileResponse } from '@studypath/domain/profile';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { describeProfileSaveError } from '../lib/map-profile-save-error.ts';
import {
  toFormValues,
  toProfilePayload,
  type ProfileFormValues,
} from '../lib/profile-form-values.ts';
import {
  findFixTarget,
  missingTabsMessage,
  type FixTarget,
  type ProfileTab,
} from '../lib/profile-tabs.ts';
import { validateProfile } from '../lib/validate-profile.ts';
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
  dashboardHref: string;
  /** Called 1.5 s after a save that made the profile complete. */
  onCompleted: () => void;
}

export function ProfileForm({ profile, dashboardHref, onCompleted }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useState<ProfileTab>('basic');
  const [isLeaving, setIsLeaving] = useState(false);
  const form = useForm<ProfileFormValues>({ initialValues: toFormValues(profile) });
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (run: () => void, ms: number) => timers.current.push(window.setTimeout(run, ms));

  const openProblem = (target: Pick<FixTarget, 'tab' | 'field'>) => {
    setTab(target.tab);
    later(() => {
      const node = form.getInputNode(target.field);
      node?.focus();
      node?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, FOCUS_DELAY_MS);
  };

  const mutation = useUpdateProfile({
    onSuccess: (saved) => {
      if (saved.completionPercentage >= 100) {
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
      if (described.kind !== 'server') return;
      const target = findFixTarget(described.fieldErrors);
      if (!target) return;
      form.setErrors(Object.fromEntries(described.fieldErrors.map((e) => [e.field, e.message])));
      openProblem(target);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toProfilePayload(form.getValues());
    const problems = validateProfile(payload, new Date());
    const target = findFixTarget(problems);
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
    mutation.mutate(payload);
  };

  const today = new Date();
  const hasPathway = form.getValues().pathway !== '';
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
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Tabs value={tab} onChange={(next) => next && setTab(next as ProfileTab)}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="basic">{t('edit.tabs.basic')}</Tabs.Tab>
              <Tabs.Tab value="education">{t('edit.tabs.education')}</Tabs.Tab>
              <Tabs.Tab
                value="academic"
                disabled={!hasPathway}
                title={hasPathway ? undefined : t('edit.academicLocked')}
              >
                {t('edit.tabs.academic')}
              </Tabs.Tab>
              <Tabs.Tab value="guardian">{t('edit.tabs.guardian')}</Tabs.Tab>
              <Tabs.Tab value="additional">{t('edit.tabs.additional')}</Tabs.Tab>
            </Tabs.List>
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
            <Button component={Link} to={dashboardHref} variant="default">
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending || isLeaving}>
              {mutation.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </Group>
        </Paper>
      </form>
    </Stack>
  );
}
