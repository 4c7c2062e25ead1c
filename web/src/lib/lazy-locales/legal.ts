// The terms of service and privacy policy: the longest texts, loaded with those two routes only
// (lib/i18n.ts, decision 026).
import legal from '../../../../locales/en/legal.json';

export const resources = { legal } as const;
