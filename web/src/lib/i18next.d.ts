import type { AllResources, defaultNS } from './i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: AllResources;
  }
}
