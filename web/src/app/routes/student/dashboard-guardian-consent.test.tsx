import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import {
  consentDecision,
  consentStatus,
  refusal,
} from '../../../test/fixtures/guardian-consent.ts';
import { completeProfile, student } from '../../../test/fixtures/profile.ts';
import { renderApp } from '../../../test/render-app.tsx';

const STATUS = 'GET /api/guardian-consent';
const SEND = 'POST /api/guardian-consent/invitations';
const TITLE = "Waiting for your guardian's consent";

function dashboard(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/user/profile': () => json(completeProfile),
    'GET /api/applications': () => json([]),
    'GET /api/documents': () => json([]),
    'GET /api/dashboard/todo': () => json({ items: [], isFirstSignIn: false }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/dashboard') };
}

/** The card, once the dashboard and the consent state are in. */
async function consentCard() {
  const title = await screen.findByText(TITLE);
  return title.closest('[role="alert"]') as HTMLElement;
}

const welcome = () => screen.findByRole('heading', { name: 'Welcome back, Ana!' });

describe('the dashboard consent card', () => {
  it.each(['not_needed', 'given'])('shows nothing when consent is %s', async (state) => {
    const { fetchMock } = dashboard({
      [STATUS]: () => json(consentStatus({ state, openInvitation: null, waitingSince: null })),
    });
    await welcome();
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(1));
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('says whom the invitation went to and when, what waits for consent, and what still works', async () => {
    dashboard({ [STATUS]: () => json(consentStatus()) });
    const card = await consentCard();
    expect(
      within(card).getByText(
        'We emailed claire@example.com on Nov 22, 2026. Until your guardian consents, you cannot start a study path, upload documents or pay. Your profile and messages keep working.',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Change guardian email' }).getAttribute('href'),
    ).toBe('/profile/edit?tab=guardian');
  });

  it.each([
    ['refused', 'Claire Martin did not consent on Nov 20, 2026.'],
    ['withdrawn', 'Claire Martin withdrew consent on Nov 20, 2026.'],
  ])('says the guardian %s before the invitation', async (decision, text) => {
    dashboard({
      [STATUS]: () => json(consentStatus({ lastDecision: consentDecision({ decision }) })),
    });
    const card = await consentCard();
    const lines = within(card)
      .getAllByText(/./, { selector: 'p' })
      .map((line) => line.textContent);
    expect(lines[0]).toBe(text);
    expect(lines[1]).toMatch(/^We emailed claire@example.com/);
  });

  it('says the link expired or was not sent when no invitation is open', async () => {
    dashboard({ [STATUS]: () => json(consentStatus({ openInvitation: null })) });
    const card = await consentCard();
    expect(
      within(card).getByText("Your guardian's link has expired or was not sent yet."),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('asks for the guardian email when there is none, without Send again', async () => {
    dashboard({
      [STATUS]: () =>
        json(consentStatus({ guardianEmail: null, openInvitation: null, waitingSince: null })),
    });
    const card = await consentCard();
    expect(
      within(card).getByText(
        "Add your guardian's email to your profile so we can ask for their consent.",
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Add guardian email' }).getAttribute('href'),
    ).toBe('/profile/edit?tab=guardian');
  });

  it('sends the invitation again and says to whom', async () => {
    const { fetchMock } = dashboard({
      [STATUS]: () => json(consentStatus({ openInvitation: null })),
      [SEND]: () => json(consentStatus({ invitationsLeftToday: 1 }), 201),
    });
    const card = await consentCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Consent email sent to claire@example.com')).toBeTruthy();
    // The answer is the state now: the card shows the new invitation without reading it again.
    expect(await within(card).findByText(/^We emailed claire@example.com on/)).toBeTruthy();
    expect(callsTo(fetchMock, SEND)).toHaveLength(1);
    expect(callsTo(fetchMock, STATUS)).toHaveLength(1);
  });

  it("disables Send again with the day's limit once the emails of the day are used", async () => {
    dashboard({ [STATUS]: () => json(consentStatus({ invitationsLeftToday: 0 })) });
    const card = await consentCard();
    const button = within(card).getByRole<HTMLButtonElement>('button', { name: 'Send again' });
    expect(button.disabled).toBe(true);
    const hint = within(card).getByText('You can send 3 emails a day. Try again tomorrow.');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it("shows the server's refusal when the limit is reached meanwhile", async () => {
    dashboard({
      [STATUS]: () => json(consentStatus()),
      [SEND]: () => refusal(429, 'guardian.invitation_limit', { limit: 3 }),
    });
    const card = await consentCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(
        'You can send your guardian at most 3 consent emails a day. Please try again tomorrow.',
      ),
    ).toBeTruthy();
  });

  it('leaves the dashboard as it was when the consent state cannot be read', async () => {
    dashboard({ [STATUS]: () => json({ error: 'internal' }, 500) });
    await welcome();
    expect(screen.queryByText(TITLE)).toBeNull();
  });
});
