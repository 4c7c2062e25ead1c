// Where a student under 18 without their guardian's consent meets the gate (issue 26): the study
// path quiz says so before the form, and any refusal of the server (403
// guardian.consent_required) says it with the way to the dashboard.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import { consentStatus, refusal } from '../../../test/fixtures/guardian-consent.ts';
import { paymentPage } from '../../../test/fixtures/payment.ts';
import {
  answerQuizFromFieldOfStudy,
  renderStudyPathQuiz,
} from '../../../test/fixtures/study-path.ts';

const STATUS = 'GET /api/guardian-consent';
const CONSENT_REQUIRED =
  'Your guardian must consent before you can do this, because you are under 18. Your dashboard shows how to ask them.';

const next = () => screen.getByRole('button', { name: 'Next' });
const choose = (name: string) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));

async function answerUpToReview() {
  expect(await screen.findByRole('progressbar', { name: 'Step 1 of 6' })).toBeTruthy();
  choose('Diploma');
  fireEvent.click(next());
  answerQuizFromFieldOfStudy();
  expect(screen.getByRole('heading', { level: 2, name: 'Review Your Answers' })).toBeTruthy();
}

/** The toast that names the refusal and links to the dashboard. */
async function consentToast() {
  const link = await screen.findByRole('link', { name: 'Go to your dashboard' });
  const toast = screen
    .getAllByRole('alert')
    .find((alert) => within(alert).queryByRole('link', { name: 'Go to your dashboard' }));
  expect(toast && within(toast).getByText("Your guardian's consent is needed")).toBeTruthy();
  expect(toast && within(toast).getByText(CONSENT_REQUIRED, { exact: false })).toBeTruthy();
  return link;
}

describe('the guardian consent gate', () => {
  it('says before the quiz that consent is needed, and keeps Submit disabled', async () => {
    const { fetchMock } = renderStudyPathQuiz({ [STATUS]: () => json(consentStatus()) });
    const title = await screen.findByText("Your guardian's consent is needed");
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(CONSENT_REQUIRED)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href'),
    ).toBe('/dashboard');
    // Before the form: the alert comes first in reading order.
    const form = screen.getByRole('progressbar', { name: 'Step 1 of 6' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await answerUpToReview();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(callsTo(fetchMock, 'POST /api/applications')).toHaveLength(0);
  });

  it('shows no alert once consent is given', async () => {
    const { fetchMock } = renderStudyPathQuiz({
      [STATUS]: () => json(consentStatus({ state: 'given', openInvitation: null })),
    });
    await answerUpToReview();
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(1));
    expect(screen.queryByText("Your guardian's consent is needed")).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
  });

  it("says the server's refusal of the path with a link to the dashboard", async () => {
    const { router } = renderStudyPathQuiz({
      'POST /api/applications': () => refusal(403, 'guardian.consent_required'),
      'GET /api/dashboard/todo': () => json({ items: [], isFirstSignIn: false }),
      'GET /api/documents': () => json([]),
    });
    await answerUpToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const link = await consentToast();
    expect(link.getAttribute('href')).toBe('/dashboard');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("says the server's refusal of a payment the same way", async () => {
    paymentPage({
      'POST /api/create-payment-intent': () => refusal(403, 'guardian.consent_required'),
    });
    const standard = await screen.findByRole('article', { name: 'Standard' });
    fireEvent.click(within(standard).getByRole('button', { name: 'Select Package' }));
    expect((await consentToast()).getAttribute('href')).toBe('/dashboard');
  });
});
