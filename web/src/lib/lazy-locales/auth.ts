// The public account screens' texts (sign-in, registration, e-mail verification, password reset):
// loaded with those routes only (lib/i18n.ts, decision 026).
import auth from '../../../../locales/en/auth.json';

export const resources = { auth } as const;
