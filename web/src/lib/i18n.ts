// Every visible string comes from the locale files; English is the spec's text letter for letter.
// What the landing page and the 404 page need is bundled here, so initialisation is synchronous
// and the prerendered first render is already translated. Every other namespace lives in one of
// the groups of lazy-locales/ and is added by loadLazyNamespaces() before a lazy route renders:
// a route loads only its group (sign-in does not download the consultants' texts; decision 026).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import landing from '../../../locales/en/landing.json';
import nav from '../../../locales/en/nav.json';
import titles from '../../../locales/en/titles.json';
import type { resources as adminResources } from './lazy-locales/admin.ts';
import type { resources as authResources } from './lazy-locales/auth.ts';
import type { resources as guardianResources } from './lazy-locales/guardians.ts';
import type { resources as legalResources } from './lazy-locales/legal.ts';
import type { resources as refusalResources } from './lazy-locales/refusals.ts';
import type { resources as studentResources } from './lazy-locales/student.ts';

export const defaultNS = 'common';
export const eagerResources = { common, nav, landing, errors, titles } as const;

/** Every namespace's type, for typed keys (i18next.d.ts). */
export type AllResources = typeof eagerResources &
  typeof authResources &
  typeof legalResources &
  typeof refusalResources &
  typeof studentResources &
  typeof adminResources &
  typeof guardianResources;

void i18n.use(initReactI18next).init({
  resources: { en: eagerResources },
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(eagerResources),
  defaultNS,
  initAsync: false,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
});

const lazyLocales = {
  auth: () => import('./lazy-locales/auth.ts'),
  legal: () => import('./lazy-locales/legal.ts'),
  student: () => import('./lazy-locales/student.ts'),
  admin: () => import('./lazy-locales/admin.ts'),
  refusals: () => import('./lazy-locales/refusals.ts'),
  guardians: () => import('./lazy-locales/guardians.ts'),
} satisfies Record<string, () => Promise<{ resources: Record<string, object> }>>;

/** A group of namespaces that loads as one chunk (lib/lazy-locales/). */
export type LazyLocaleGroup = keyof typeof lazyLocales;

export const lazyLocaleGroups = Object.keys(lazyLocales) as LazyLocaleGroup[];

const loadedGroups = new Map<LazyLocaleGroup, Promise<void>>();

/** Adds a group's namespaces once; every lazy route awaits its groups alongside its own module. */
export function loadLazyNamespaces(group: LazyLocaleGroup): Promise<void> {
  let loaded = loadedGroups.get(group);
  if (!loaded) {
    loaded = lazyLocales[group]()
      .then(({ resources }) => {
        for (const [namespace, bundle] of Object.entries(resources)) {
          i18n.addResourceBundle('en', namespace, bundle, true, true);
        }
      })
      .catch((error: unknown) => {
        loadedGroups.delete(group); // a failed chunk load may be retried by the next route
        throw error;
      });
    loadedGroups.set(group, loaded);
  }
  return loaded;
}

export { i18n };
