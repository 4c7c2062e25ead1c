// The browser tab names the screen ('Dashboard · StudyPath'): each route declares its title key in
// its `handle` (router.tsx), and the deepest match that has one wins. Screen readers announce the
// title on navigation, and a tab strip of StudyPath tabs stays tellable apart. A page about one
// record adds what names it (lib/page-title-detail.ts): 'Ana Silva · Study Path Detail · StudyPath'.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageTitleDetailValue } from '../lib/page-title-detail.ts';
import type titles from '../../../locales/en/titles.json';

export type PageTitleKey = keyof (typeof titles)['pages'];

export interface RouteHandle {
  title: PageTitleKey;
}

function titleOf(handle: unknown): PageTitleKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return (handle as RouteHandle).title;
}

export function usePageTitle(): string {
  const { t } = useTranslation('titles');
  const matches = useMatches();
  const detail = usePageTitleDetailValue();
  const key = matches
    .map((match) => titleOf(match.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  if (!key) return t('site');
  const page = t(`pages.${key}`);
  return detail ? t('pageWithDetail', { detail, page }) : t('page', { page });
}

export function DocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
