// Every visible string comes from the locale files; English is the spec's text letter for letter.
// What the landing page and the 404 page need is bundled here, so initialisation is synchronous
// and the prerendered first render is already translated. Every other namespace lives in one of
// the groups of lazy-locales/ and is added by loadLazyNamespaces() before a lazy route renders:
// a route loads only its group (sign-in does not download the consultants' texts; decision 026).
//
// Other languages than English (issue 27, decision 037) come from their folder locales/<lang>/,
// found by a glob so that adding a language adds no code here: each namespace is its own small
// chunk, loaded for the current language beside the English one (kept as the fallback). The
// language is chosen before the first render (boot-language.ts) and changed by setLanguage().
import {
  defaultLanguage,
  isLanguage,
  landingPath,
  languageSettings,
  type Language,
} from '@studypath/domain/i18n';
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

/**
 * Pseudo-localisation, for the gate that finds text not taken from the locale files (issue 27;
 * e2e/tests/pseudo-locale.spec.ts): with `studypath.pseudoLocale` set in the browser's storage,
 * every text the locale files give is shown between ⟦ and ⟧, so a visible word outside them was
 * written into a screen or sent by the server. Off for everyone else.
 */
export const pseudoLocaleStorageKey = 'studypath.pseudoLocale';
export const isPseudoLocale = (() => {
  try {
    return globalThis.localStorage?.getItem(pseudoLocaleStorageKey) === 'on';
  } catch {
    return false; // storage refused (privacy settings): never pseudo
  }
})();

void i18n
  .use(initReactI18next)
  .use({
    type: 'postProcessor',
    name: 'pseudo',
    process: (value: string) => `⟦${value}⟧`,
  })
  .init({
    ...(isPseudoLocale ? { postProcess: ['pseudo'] } : {}),
    resources: { en: eagerResources },
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
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

/** Every other language's namespace files, each loaded on demand (never emails.json: the server's). */
const otherLanguageFiles = import.meta.glob<Record<string, unknown>>(
  ['../../../locales/*/*.json', '!../../../locales/en/*.json', '!../../../locales/*/emails.json'],
  { import: 'default' },
);

/** The namespaces whose English is in: the ones another language must have before it shows. */
const knownNamespaces = new Set<string>(Object.keys(eagerResources));

const loadingBundles = new Map<string, Promise<void>>();

/** Adds `language`'s texts of `namespace` once (English is always in: eager or with its group). */
function loadBundle(language: Language, namespace: string): Promise<void> {
  if (language === defaultLanguage) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let loading = loadingBundles.get(key);
  if (!loading) {
    const file = otherLanguageFiles[`../../../locales/${key}.json`];
    // A file the folder lacks shows English: the locale files' test keeps that from shipping.
    loading = file
      ? file()
          .then((bundle) => {
            i18n.addResourceBundle(language, namespace, bundle, true, true);
          })
          .catch((error: unknown) => {
            loadingBundles.delete(key); // a failed chunk load may be retried
            throw error;
          })
      : Promise.resolve();
    loadingBundles.set(key, loading);
  }
  return loading;
}

/** Home in the current language ('/' or '/fr'); any other address as it is. */
export function localizedHref(href: string): string {
  return href === landingPath(defaultLanguage) ? landingPath(currentLanguage()) : href;
}

/** The language the texts are in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/**
 * Switches every text to `language`: its files of every namespace in use first, so nothing shows
 * a key or English in between, then i18next (which re-renders the screens) and <html lang>.
 */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...knownNamespaces].map((namespace) => loadBundle(language, namespace)));
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = languageSettings[language].tag;
    document.documentElement.dir = i18n.dir(language);
  }
}

const loadedGroups = new Map<LazyLocaleGroup, Promise<void>>();

/**
 * Adds a group's namespaces once, in English and in the current language; every lazy route
 * awaits its groups alongside its own module.
 */
export function loadLazyNamespaces(group: LazyLocaleGroup): Promise<void> {
  let loaded = loadedGroups.get(group);
  if (!loaded) {
    loaded = lazyLocales[group]()
      .then(async ({ resources }) => {
        for (const [namespace, bundle] of Object.entries(resources)) {
          i18n.addResourceBundle(defaultLanguage, namespace, bundle, true, true);
          knownNamespaces.add(namespace);
        }
        const language = currentLanguage();
        await Promise.all(Object.keys(resources).map((ns) => loadBundle(language, ns)));
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
