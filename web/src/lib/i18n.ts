// Every visible string comes from the locale files; English is the spec's text letter for letter.
// What the landing page and the 404 page need is bundled here, so initialisation is synchronous
// and the prerendered first render is already translated. Every other namespace lives in
// lazy-locales.ts and is added by loadLazyNamespaces() before a lazy route renders.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import landing from '../locales/en/landing.json';
import nav from '../locales/en/nav.json';
import titles from '../locales/en/titles.json';
import type { lazyResources } from './lazy-locales.ts';

export const defaultNS = 'common';
export const eagerResources = { common, nav, landing, errors, titles } as const;

/** Every namespace's type, for typed keys (i18next.d.ts). */
export type AllResources = typeof eagerResources & typeof lazyResources;

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

let lazyNamespacesLoaded: Promise<void> | undefined;

/** Adds the lazy namespaces once; every lazy route awaits this alongside its own module. */
export function loadLazyNamespaces(): Promise<void> {
  lazyNamespacesLoaded ??= import('./lazy-locales.ts')
    .then(({ lazyResources }) => {
      for (const [namespace, bundle] of Object.entries(lazyResources)) {
        i18n.addResourceBundle('en', namespace, bundle, true, true);
      }
    })
    .catch((error: unknown) => {
      lazyNamespacesLoaded = undefined; // a failed chunk load may be retried by the next route
      throw error;
    });
  return lazyNamespacesLoaded;
}

export { i18n };
