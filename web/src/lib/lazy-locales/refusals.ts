// The texts of the server's refusals, keyed by their stable codes (domain's refusal-codes.ts;
// lib/refusal-message.ts reads them): one group, loaded by every area whose screens send requests
// that can be refused (sign-in and account pages, student and admin screens), so neither the
// landing page nor each area's own chunk carries them twice (lib/i18n.ts, decision 026).
import refusals from '../../../../locales/en/refusals.json';

export const resources = { refusals } as const;
