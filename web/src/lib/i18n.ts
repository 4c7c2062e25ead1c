// Every visible string comes from the locale files; English is the spec's text letter for letter.
// Resources are bundled, so initialisation is synchronous and the first render is already translated.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import applications from '../locales/en/applications.json';
import auth from '../locales/en/auth.json';
import common from '../locales/en/common.json';
import dashboard from '../locales/en/dashboard.json';
import errors from '../locales/en/errors.json';
import landing from '../locales/en/landing.json';
import legal from '../locales/en/legal.json';
import nav from '../locales/en/nav.json';
import preAdmission from '../locales/en/preAdmission.json';
import profile from '../locales/en/profile.json';
import titles from '../locales/en/titles.json';

export const defaultNS = 'common';
export const resources = {
  en: {
    common,
    nav,
    landing,
    auth,
    legal,
    errors,
    profile,
    dashboard,
    preAdmission,
    applications,
    titles,
  },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
