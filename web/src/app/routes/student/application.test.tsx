import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { studentDocument } from '../../../test/fixtures/document.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { student } from '../../../test/fixtures/profile.ts';
import { paidPremium, studyPath as studentStudyPath } from '../../../test/fixtures/study-path.ts';

const studyPath = (fields: Record<string, unknown> = {}) =>
  studentStudyPath({ status: 'waiting_dli_decision', ...paidPremium, ...fields });

const update = (n: number) => ({
  id: `u${n}`,
  type: 'note_added',
  title: `Update ${n}`,
  description: null,
  isRead: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  createdBy: null,
});

const attached = {
  id: 'link1',
  attachedAt: '2026-02-05T10:00:00.000Z',
  notes: 'Strong co-op partners',
  program: {
    id: 'prog1',
    title: 'Civil Engineering Technology',
    programLink: 'https://example.ca/civil',
    institution: 'Seneca Polytechnic',
    location: 'Toronto, ON',
    duration: '3 years',
    tuition: 'CAD 18,000 / year',
    intakeDate: 'Fall 2026',
    description: 'Hands-on civil engineering.',
    requirements: 'High school diploma',
    imageUrl: 'https://example.ca/civil.jpg',
  },
};

function details(handlers: Record<string, () => Response> = {}, path = '/application/p1') {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/applications/p1': () => json(studyPath()),
    'GET /api/applications/p1/updates': () => json([]),
    'GET /api/applications/p1/programs': () => json([]),
    'GET /api/applications/p1/documents': () => json([]),
    'GET /api/info-requests': () => json([]),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const unpaidFindProgram = () =>
  json(studyPath({ status: 'find_program', paymentStatus: 'unpaid', packageTier: null }));

const section = (name: string) => screen.getByRole('region', { name });

describe('/application/{id}', () => {
  it('shows the status, its next steps, whose move it is and the package', async () => {
    details();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Path Details' }),
    ).toBeTruthy();
    const status = section('Status');
    expect(within(status).getByText('Waiting on the Decision from DLI')).toBeTruthy();
    expect(within(status).getByText(/Your application is with the institution/)).toBeTruthy();
    expect(within(status).getByText('The institution')).toBeTruthy();
    expect(
      within(status).getByText('Usually 2-8 weeks, depending on the institution'),
    ).toBeTruthy();
    const payment = section('Service Package');
    expect(within(payment).getByText('Paid')).toBeTruthy();
    expect(within(payment).getByText('Premium')).toBeTruthy();
    expect(within(payment).getByText('Paid on Feb 3, 2026')).toBeTruthy();
    expect(
      await within(section('Documents')).findByText('No documents for this study path yet.'),
    ).toBeTruthy();
  });

  it('shows the closure box with the reason of a closed path', async () => {
    details({
      'GET /api/applications/p1': () =>
        json(
          studyPath({
            status: 'closed',
            closedReason: 'No response for 60 days',
            closedAt: '2026-03-01T10:00:00.000Z',
          }),
        ),
    });
    const alert = (await screen.findByText('This study path was closed')).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    expect(within(alert).getByText('No response for 60 days')).toBeTruthy();
    expect(within(alert).getByText('Closed on Mar 1, 2026')).toBeTruthy();
  });

  it('names the consultant behind an update by name, and the student’s own updates by no one', async () => {
    const by = (createdBy: unknown, n: number) => ({ ...update(n), createdBy });
    details({
      'GET /api/applications/p1/updates': () =>
        json([
          by({ role: 'admin', displayName: 'Maria' }, 1),
          by({ role: 'admin', displayName: null }, 2),
          by({ role: 'student', displayName: 'Ana Silva' }, 3),
        ]),
    });
    const updates = await screen.findByRole('region', { name: 'Recent Updates' });
    await waitFor(() => expect(within(updates).getByText(/by Maria$/)).toBeTruthy());
    expect(within(updates).getByText(/by Educational Consultant$/)).toBeTruthy();
    expect(within(updates).queryByText(/by Ana Silva/)).toBeNull();
  });

  it('shows 5 updates and counts the rest, and every field of an attached program', async () => {
    details({
      'GET /api/applications/p1/updates': () => json([1, 2, 3, 4, 5, 6, 7].map(update)),
      'GET /api/applications/p1/programs': () => json([attached]),
    });
    expect(await screen.findByText('And 2 more updates...')).toBeTruthy();
    const updates = section('Recent Updates');
    expect(within(updates).getByText('Update 5')).toBeTruthy();
    expect(within(updates).queryByText('Update 6')).toBeNull();

    const programs = section('Attached Programs');
    for (const text of [
      'Civil Engineering Technology',
      'Seneca Polytechnic',
      'Toronto, ON',
      '3 years',
      'CAD 18,000 / year',
      'Fall 2026',
      'Hands-on civil engineering.',
      'Strong co-op partners',
      'Attached on Feb 5, 2026',
    ]) {
      expect(within(programs).getByText(text)).toBeTruthy();
    }
    const link = within(programs).getByRole('link', { name: /Civil Engineering Technology/ });
    expect(link.getAttribute('href')).toBe('https://example.ca/civil');
  });

  it("says 'No Application Found' for a path that is not the student's", async () => {
    details({
      'GET /api/applications/p1': () => json({ error: 'not_found', message: 'Not found' }, 404),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Application Found' }),
    ).toBeTruthy();
  });

  it('sends a find_program path whose package is unpaid to the payment screen', async () => {
    const { router } = details({ 'GET /api/applications/p1': unpaidFindProgram });
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p1/payment'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'Study Path Details' })).toBeNull();
  });

  it('sends the student to pay once per visit: the payment screen says why, and Back stays on the details', async () => {
    const { router } = details({
      'GET /api/applications/p1': unpaidFindProgram,
      'GET /api/packages': () => json([]),
      'GET /api/payments/config': () => json({ provider: 'simulated', publishableKey: null }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p1/payment'));
    expect(
      await screen.findByText(
        'Your consultant is ready to find your programs: choose a package to continue',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Back to study path details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Path Details' }),
    ).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe('/application/p1');

    // Later in the same tab (a reload keeps sessionStorage), the page stays too.
    await act(() => router.navigate('/applications'));
    await act(() => router.navigate('/application/p1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Path Details' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application/p1');
  });

  it('sends the student to pay again in a new visit (a new tab, or after signing out)', async () => {
    const first = details({
      'GET /api/applications/p1': unpaidFindProgram,
      'GET /api/packages': () => json([]),
      'GET /api/payments/config': () => json({ provider: 'simulated', publishableKey: null }),
    });
    await screen.findByText(/choose a package to continue/);
    first.unmount();
    window.sessionStorage.clear();
    const { router } = details({ 'GET /api/applications/p1': unpaidFindProgram });
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/p1/payment'));
  });

  it('stays on a paid find_program path', async () => {
    const { router } = details({
      'GET /api/applications/p1': () => json(studyPath({ status: 'find_program' })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Path Details' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application/p1');
  });

  it('keeps a student back from paying on the page and takes payment=success out of the address', async () => {
    const { router } = details(
      { 'GET /api/applications/p1': unpaidFindProgram },
      '/application/p1?payment=success',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Path Details' }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    // Rendered again at the clean address, the path still reads unpaid until the payment is
    // recorded: the page must not send the student back to pay.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe('/application/p1');
    expect(within(section('Service Package')).getByText('Unpaid')).toBeTruthy();
  });

  it('asks the server once to reconcile the payment on the return, and shows the path it answers', async () => {
    let path = unpaidFindProgram;
    const { fetchMock } = details(
      {
        'GET /api/applications/p1': () => path(),
        'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
        'POST /api/applications/p1/payment/reconcile': () => {
          path = () =>
            json(
              studyPath({ status: 'find_program', packageTier: 'standard', packagePrice: 89_900 }),
            );
          return path();
        },
      },
      '/application/p1?payment=success',
    );
    const payment = await screen.findByRole('region', { name: 'Service Package' });
    expect(await within(payment).findByText('Paid')).toBeTruthy();
    expect(within(payment).getByText('Standard')).toBeTruthy();
    expect(
      await screen.findByText('Payment successful. Your Standard package is now active.'),
    ).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(callsTo(fetchMock, 'POST /api/applications/p1/payment/reconcile')).toHaveLength(1);
    const [call] = callsTo(fetchMock, 'POST /api/applications/p1/payment/reconcile');
    expect(new Headers(call?.[1]?.headers).get('X-CSRF-Token')).toBe('token');
  });

  it('tells of the payment only once the path reads paid, when the reconcile found it still unpaid', async () => {
    let path = unpaidFindProgram;
    const { queryClient } = details(
      {
        'GET /api/applications/p1': () => path(),
        'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
        'POST /api/applications/p1/payment/reconcile': () => path(),
      },
      '/application/p1?payment=success',
    );
    const payment = await screen.findByRole('region', { name: 'Service Package' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByText(/Payment successful/)).toBeNull();

    // The webhook records the payment; the page reads the path again (a poll or a live event).
    path = () => json(studyPath({ status: 'find_program', packageTier: 'premium' }));
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/applications', 'p1'] }));
    expect(
      await screen.findByText('Payment successful. Your Premium package is now active.'),
    ).toBeTruthy();
    expect(within(payment).getByText('Premium')).toBeTruthy();
  });

  it('says nothing of a payment on an ordinary visit to a paid path', async () => {
    details();
    await screen.findByRole('region', { name: 'Service Package' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/Payment successful/)).toBeNull();
  });

  it("takes Stripe's return parameters out of the address too", async () => {
    const { router } = details(
      {},
      '/application/p1?payment=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    );
    await screen.findByRole('region', { name: 'Service Package' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does not reconcile on an ordinary visit', async () => {
    const { fetchMock } = details();
    await screen.findByRole('region', { name: 'Service Package' });
    expect(callsTo(fetchMock, 'POST /api/applications/p1/payment/reconcile')).toEqual([]);
  });

  it("links a paid path below Ultimate to the payment screen with 'Upgrade Package'", async () => {
    details();
    const payment = await screen.findByRole('region', { name: 'Service Package' });
    const link = within(payment).getByRole('link', { name: 'Upgrade Package' });
    expect(link.getAttribute('href')).toBe('/application/p1/payment');
  });

  it('offers no upgrade above Ultimate', async () => {
    details({ 'GET /api/applications/p1': () => json(studyPath({ packageTier: 'ultimate' })) });
    const payment = await screen.findByRole('region', { name: 'Service Package' });
    expect(within(payment).queryByRole('link')).toBeNull();
  });

  it("offers 'Choose a Package' on an unpaid path the consultant has reviewed, not before", async () => {
    details({
      'GET /api/applications/p1': () =>
        json(studyPath({ paymentStatus: 'unpaid', packageTier: null, paidAt: null })),
    });
    const payment = await screen.findByRole('region', { name: 'Service Package' });
    const link = within(payment).getByRole('link', { name: 'Choose a Package' });
    expect(link.getAttribute('href')).toBe('/application/p1/payment');
  });

  it('shows a failed block with its own retry while the rest of the page works', async () => {
    let updatesAnswer = () => json({ error: 'internal', message: 'Database unavailable' }, 500);
    const { fetchMock } = details({
      'GET /api/applications/p1/updates': () => updatesAnswer(),
      'GET /api/applications/p1/programs': () => json([attached]),
    });
    const updates = await screen.findByRole('region', { name: 'Recent Updates' });
    await waitFor(() =>
      expect(within(updates).getByText('This section could not be loaded.')).toBeTruthy(),
    );
    expect(
      await within(section('Attached Programs')).findByText('Civil Engineering Technology'),
    ).toBeTruthy();
    expect(section('Status')).toBeTruthy();

    updatesAnswer = () => json([update(1)]);
    fireEvent.click(within(updates).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Update 1')).toBeTruthy();
    expect(within(section('Recent Updates')).queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/applications/p1/updates')).toHaveLength(2);
  });

  it("shows the consultant's notes and the student's quiz answers", async () => {
    details({
      'GET /api/applications/p1': () =>
        json(
          studyPath({
            adminNotes: 'Please book your IELTS test before March.',
            additionalInfo: JSON.stringify({
              quizResponses: {
                educationLevel: 'diploma',
                coopOption: null,
                fieldOfStudy: 'law',
                fieldOther: '',
                preferredProvince: 'bc',
                startTiming: 'fall-2027',
                budgetRange: 'other',
                budgetOther: 'Around CAD 30,000',
                financialDetails: null,
              },
              startTiming: 'fall-2027',
              budget: 'Around CAD 30,000',
              financialDetails: null,
            }),
          }),
        ),
    });
    const notes = await screen.findByRole('region', { name: 'Notes from your consultant' });
    expect(within(notes).getByText('Please book your IELTS test before March.')).toBeTruthy();

    const answers = section('Your Answers');
    const pairs = [...answers.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Education level', 'Diploma'],
      ['Field of study', 'Law'],
      ['Province', 'British Columbia'],
      ['Start date', 'Fall 2027'],
      ['Budget (CAD per year)', 'Other'],
      ['Budget (other)', 'Around CAD 30,000'],
    ]);
  });

  it('shows no notes section when the consultant has written none', async () => {
    details();
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.queryByRole('region', { name: 'Notes from your consultant' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your Answers' })).toBeNull();
  });

  it("lists the path's documents with a download link and the consultant's badge", async () => {
    details({
      'GET /api/applications/p1/documents': () =>
        json([
          studentDocument({
            id: 'd2',
            fileName: 'offer.pdf',
            category: 'letter_of_acceptance',
            uploadedByAdmin: true,
            downloadUrl: '/api/documents/d2/download',
          }),
          studentDocument(),
        ]),
    });
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const offer = (await within(documents).findByText('offer.pdf')).closest('li') as HTMLElement;
    for (const text of [
      'Letter of Acceptance',
      '1.5 KB',
      'Uploaded on Feb 3, 2026',
      'Uploaded by Educational Consultant',
    ]) {
      expect(within(offer).getByText(text)).toBeTruthy();
    }
    const link = within(offer).getByRole('link', { name: 'Download offer.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/d2/download');
    const own = within(documents).getByText('transcript.pdf').closest('li') as HTMLElement;
    expect(within(own).queryByText('Uploaded by Educational Consultant')).toBeNull();
  });
});
