import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { refusal } from '../../../test/fixtures/guardian-consent.ts';
import {
  guardianDocument,
  guardianPath,
  guardianPayment,
  guardianStudent,
  signedInGuardian,
  studentsAnswer,
} from '../../../test/fixtures/guardian-area.ts';
import { packages } from '../../../test/fixtures/payment.ts';
import { choose } from '../../../test/profile-edit-helpers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const lina = '/api/guardian/students/st-lina';
const omar = '/api/guardian/students/st-omar';

function area(handlers: Record<string, FetchHandler> = {}, path = '/guardian') {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(signedInGuardian),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/guardian/students': studentsAnswer(guardianStudent()),
    [`GET ${lina}/applications`]: () =>
      json([
        guardianPath({
          updates: [
            {
              id: 'u1',
              type: 'status_change',
              title: 'Status changed to Find the Program',
              description: null,
              isRead: false,
              createdAt: '2026-11-25T10:00:00.000Z',
              createdBy: { role: 'admin', displayName: 'Maya' },
            },
          ],
        }),
      ]),
    [`GET ${lina}/documents`]: () => json([guardianDocument()]),
    [`GET ${lina}/payments`]: () => json([guardianPayment()]),
    'GET /api/packages': () => json(packages()),
    'GET /api/payments/config': () => json({ provider: 'simulated', publishableKey: null }),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/guardian', () => {
  it("shows the student's consent, study paths, documents and payments, and no messages", async () => {
    area();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your students' })).toBeTruthy();
    expect(await screen.findByText('Your consent is recorded')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Guardian navigation' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Chat|Messages/ })).toBeNull();
    // A single student needs no switcher.
    expect(screen.queryByRole('textbox', { name: 'Student' })).toBeNull();

    const paths = screen.getByRole('region', { name: 'Study paths' });
    expect(await within(paths).findByRole('heading', { level: 3, name: 'Law' })).toBeTruthy();
    expect(
      within(paths).getByText('Find the Program', { selector: '.mantine-Badge-label' }),
    ).toBeTruthy();
    expect(within(paths).getByText('Lina Haddad')).toBeTruthy(); // waiting on the student
    expect(within(paths).getByText('Status changed to Find the Program')).toBeTruthy();
    expect(within(paths).getByText(/Nov 25, 2026 · by Maya/)).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('transcript.pdf')).toBeTruthy();
    expect(within(documents).getByText('Academic Transcript')).toBeTruthy();
    expect(within(documents).getByText('Uploaded Nov 20, 2026')).toBeTruthy();
    const download = within(documents).getByRole('link', { name: 'Download transcript.pdf' });
    expect(download.getAttribute('href')).toBe('/api/guardian/documents/doc-1/download');

    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('$899')).toBeTruthy();
    expect(within(payments).getByText('Standard')).toBeTruthy();
    expect(within(payments).getByText('Paid')).toBeTruthy();
    expect(within(payments).getByText('Nov 27, 2026')).toBeTruthy();
    expect(within(payments).getByText('Paid by a guardian')).toBeTruthy();
  });

  it.each([
    [
      'missing',
      'Consent withdrawn: Lina Haddad cannot start a study path, upload documents or pay',
    ],
    ['not_needed', 'Lina Haddad is 18 or older: no consent is needed'],
  ])('says where consent stands (%s), without a withdrawal', async (consentState, text) => {
    area({ 'GET /api/guardian/students': studentsAnswer(guardianStudent({ consentState })) });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
  });

  it('switches between students, the choice in the address', async () => {
    const { router } = area({
      'GET /api/guardian/students': studentsAnswer(
        guardianStudent(),
        guardianStudent({ studentId: 'st-omar', studentName: 'Omar Haddad' }),
      ),
      [`GET ${omar}/applications`]: () =>
        json([guardianPath({ id: 'p2', fieldOfStudy: 'Nursing' })]),
      [`GET ${omar}/documents`]: () => json([]),
      [`GET ${omar}/payments`]: () => json([]),
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Law' })).toBeTruthy();
    await choose('Student', 'Omar Haddad');
    expect(await screen.findByRole('heading', { level: 3, name: 'Nursing' })).toBeTruthy();
    expect(router.state.location.search).toBe('?student=st-omar');
    expect(screen.getByText('No documents yet.')).toBeTruthy();
  });

  it('opens on the student the address names', async () => {
    area(
      {
        'GET /api/guardian/students': studentsAnswer(
          guardianStudent(),
          guardianStudent({ studentId: 'st-omar', studentName: 'Omar Haddad' }),
        ),
        [`GET ${omar}/applications`]: () => json([]),
        [`GET ${omar}/documents`]: () => json([]),
        [`GET ${omar}/payments`]: () => json([]),
      },
      '/guardian?student=st-omar',
    );
    expect(await screen.findByText('Omar Haddad has not started a study path yet.')).toBeTruthy();
  });

  it('pays a package with the simulated card, then refetches and says the receipt is emailed', async () => {
    let paid = false;
    const { fetchMock } = area({
      [`POST ${lina}/create-payment-intent`]: () =>
        json({
          isFree: false,
          clientSecret: 'sim_secret',
          packageTier: 'standard',
          amount: 89_900,
          currency: 'usd',
        }),
      'POST /api/guardian/payments/simulated/confirm': () => {
        paid = true;
        return json(guardianPath({ paymentStatus: 'paid', packageTier: 'standard' }));
      },
      [`GET ${lina}/payments`]: () => json(paid ? [guardianPayment()] : []),
    });
    const pay = await screen.findByRole('region', { name: 'Pay for a package' });
    await within(pay).findByRole('button', { name: 'Continue to payment' });
    await choose('Package', 'Standard: $899');
    fireEvent.click(within(pay).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(pay).findByText('Amount due: $899')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, `POST ${lina}/create-payment-intent`)[0])).toEqual({
      applicationId: 'p1',
      packageTier: 'standard',
    });

    fireEvent.click(within(pay).getByRole('button', { name: 'Pay $899' }));
    expect(await within(pay).findByText('Enter the 16 digits of your card number')).toBeTruthy();
    fireEvent.change(within(pay).getByRole('textbox', { name: 'Card number' }), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(pay).getByRole('textbox', { name: 'Expiry date' }), {
      target: { value: '12/40' },
    });
    fireEvent.change(within(pay).getByRole('textbox', { name: 'Security code' }), {
      target: { value: '123' },
    });
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay $899' }));
    expect(
      await screen.findByText('Payment received. The receipt was emailed to you.'),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST /api/guardian/payments/simulated/confirm')[0])).toEqual({
      clientSecret: 'sim_secret',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    await waitFor(() => expect(callsTo(fetchMock, `GET ${lina}/payments`).length).toBe(2));
    await waitFor(() => expect(callsTo(fetchMock, `GET ${lina}/applications`).length).toBe(2));
  });

  it('shows a note instead of the card form when payments go to Stripe', async () => {
    area({ 'GET /api/payments/config': () => json({ provider: 'stripe', publishableKey: 'pk' }) });
    expect(
      await screen.findByText(/Card payments for guardians are not available here yet/),
    ).toBeTruthy();
  });

  it('turns the status emails off', async () => {
    const { fetchMock } = area({
      [`PUT ${lina}/settings`]: () => json(guardianStudent({ statusEmails: false })),
    });
    const emails = await screen.findByRole<HTMLInputElement>('switch', {
      name: "Email me when a study path's status changes",
    });
    expect(emails.checked).toBe(true);
    fireEvent.click(emails);
    await waitFor(() => expect(callsTo(fetchMock, `PUT ${lina}/settings`)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, `PUT ${lina}/settings`)[0])).toEqual({ statusEmails: false });
  });

  it('withdraws consent after a confirmation that says what it means', async () => {
    let withdrawn = false;
    const { fetchMock } = area({
      'GET /api/guardian/students': () =>
        json({ students: [guardianStudent({ consentState: withdrawn ? 'missing' : 'given' })] }),
      [`POST ${lina}/withdrawal`]: () => {
        withdrawn = true;
        return json(guardianStudent({ consentState: 'missing' }), 201);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    expect(
      within(dialog).getByText(
        'Lina Haddad will not be able to start a study path, upload documents or pay until consent is given again. Nothing is deleted. Their consultants are told.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(
      await screen.findByText(
        'Consent withdrawn: Lina Haddad cannot start a study path, upload documents or pay',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, `POST ${lina}/withdrawal`)).toHaveLength(1);
  });
});

describe('/guardian/link', () => {
  const LINK = 'POST /api/guardian/links';

  it('links the student once and says so, with the way to their page', async () => {
    const { fetchMock } = area(
      {
        [LINK]: () =>
          json(guardianStudent({ studentId: 'st-omar', studentName: 'Omar Haddad' }), 201),
      },
      '/guardian/link?token=tok-1',
    );
    expect(await screen.findByText('Omar Haddad is now linked to your account.')).toBeTruthy();
    expect(callsTo(fetchMock, LINK)).toHaveLength(1);
    expect(bodyOf(callsTo(fetchMock, LINK)[0])).toEqual({ token: 'tok-1' });
    expect(
      screen.getByRole('link', { name: 'Go to your guardian page' }).getAttribute('href'),
    ).toBe('/guardian?student=st-omar');
  });

  it('says why a link is refused', async () => {
    area({ [LINK]: () => refusal(400, 'guardian.used_consent_link') }, '/guardian/link?token=t');
    expect(await screen.findByText('This student could not be linked')).toBeTruthy();
    expect(screen.getByText(/already been used or replaced/)).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ error: 'unauthorized', message: 'Sign in required' }, 401),
    });
    const { router } = renderApp('/guardian/link?token=tok-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/guardian/link?token=tok-1',
    );
  });
});
