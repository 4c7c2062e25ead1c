// A study path, the packages and a payment intent as the server answers them, and the payment
// page rendered on a fake fetch, for the payment screen's tests.
import { defaultPackagePricesCents, packageList } from '@studypath/domain/payments';
import { json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { student } from './profile-fixtures.ts';

export const studyPath = (fields: Record<string, unknown> = {}) => ({
  id: 'p1',
  userId: student.id,
  status: 'find_program',
  specificProgram: null,
  fieldOfStudy: 'Law',
  programPreferences: 'Diploma',
  intendedInstitutions: null,
  additionalInfo: null,
  adminNotes: null,
  closedReason: null,
  closedAt: null,
  paymentStatus: 'unpaid',
  packageTier: null,
  packagePrice: null,
  paidAt: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...fields,
});

/** Standard paid at its default price, $899. */
export const paidStandard = () =>
  studyPath({
    paymentStatus: 'paid',
    packageTier: 'standard',
    packagePrice: 89_900,
    paidAt: '2026-02-03T10:00:00.000Z',
  });

export const packages = (prices: Partial<typeof defaultPackagePricesCents> = {}) =>
  packageList.map((definition) => {
    const priceCents = prices[definition.id] ?? defaultPackagePricesCents[definition.id];
    return {
      id: definition.id,
      name: definition.name,
      price: priceCents / 100,
      priceCents,
      description: definition.description,
      features: definition.features,
      note: definition.note,
      recommended: definition.recommended,
    };
  });

export const intent = (fields: Record<string, unknown> = {}) => ({
  isFree: false,
  clientSecret: 'sim_pi_1_secret_abc',
  packageTier: 'standard',
  amount: 89_900,
  currency: 'usd',
  ...fields,
});

export function paymentPage(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/applications/p1': () => json(studyPath()),
    'GET /api/packages': () => json(packages()),
    'GET /api/payments/config': () => json({ provider: 'simulated', publishableKey: null }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/info-requests': () => json([]),
    'GET /api/applications/p1/updates': () => json([]),
    'GET /api/applications/p1/programs': () => json([]),
    'GET /api/applications/p1/documents': () => json([]),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/application/p1/payment') };
}
