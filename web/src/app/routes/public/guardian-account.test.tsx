import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { consentInvitation, refusal } from '../../../test/fixtures/guardian-consent.ts';
import { signedOut } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const token = 'k3Jd8_xQz-19aBcDeFgHiJkLmNoPqRsT';
const ACCOUNT = 'POST /api/guardian/account';
const guardian = {
  id: '5d6a1c2e-7b3f-4a9d-8e21-0c4b7f9a3d12',
  email: 'claire@example.com',
  role: 'guardian',
  language: 'en',
};

const decided = (account: 'create' | 'sign_in') => () =>
  json(
    {
      decision: 'consented',
      studentName: 'Lina Haddad',
      decidedAt: '2026-11-26T10:00:00Z',
      account,
    },
    201,
  );

/** The consent page after a consent whose answer offers `account`. */
async function consentGiven(
  account: 'create' | 'sign_in',
  handlers: Record<string, FetchHandler> = {},
) {
  let session: FetchHandler = signedOut;
  const fetchMock = mockFetch({
    'GET /api/auth/me': (request) => session(request),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    [`GET /api/guardian/consent?token=${token}&language=en`]: () => json(consentInvitation()),
    'POST /api/guardian/consent': decided(account),
    'GET /api/guardian/students': () => json({ students: [] }),
    ...handlers,
  });
  const view = renderApp(`/guardian/consent?token=${token}`);
  fireEvent.click(await screen.findByRole('radio', { name: 'I consent' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit my decision' }));
  await screen.findByRole('heading', { level: 1, name: 'Thank you: your consent is recorded' });
  return { fetchMock, ...view, signIn: () => (session = () => json(guardian)) };
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('the guardian account after a consent', () => {
  it('offers the account for the invited email, shown read-only', async () => {
    await consentGiven('create');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Create your guardian account' }),
    ).toBeTruthy();
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(email.value).toBe('claire@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('checks the passwords before sending anything', async () => {
    const { fetchMock } = await consentGiven('create');
    fireEvent.change(password(), { target: { value: 'short' } });
    create();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'long enough 1' } });
    fireEvent.change(confirmation(), { target: { value: 'something else' } });
    create();
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(0);
  });

  it('creates the account, signs in and goes to the guardian area', async () => {
    const view = await consentGiven('create', {
      [ACCOUNT]: () => {
        view.signIn();
        return json({ user: guardian }, 201);
      },
    });
    fireEvent.change(password(), { target: { value: 'long enough 1' } });
    fireEvent.change(confirmation(), { target: { value: 'long enough 1' } });
    create();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/guardian'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your students' })).toBeTruthy();
    const body = JSON.parse(callsTo(view.fetchMock, ACCOUNT)[0]?.[1]?.body as string) as unknown;
    expect(body).toEqual({
      token,
      password: 'long enough 1',
      confirmPassword: 'long enough 1',
      language: 'en',
    });
    expect(view.queryClient.getQueryData(['/api/auth/me'])).toEqual(guardian);
  });

  it('stays in the guardian area when a session check asked before the account answers after it', async () => {
    let answerHeldCheck: () => void = () => undefined;
    const view = await consentGiven('create', {
      [ACCOUNT]: () => {
        view.signIn();
        // The held check ("signed out", asked without the new cookie) lands just after.
        setTimeout(() => answerHeldCheck(), 0);
        return json({ user: guardian }, 201);
      },
    });
    // A session check under way, as a refocus or the app's start can leave one: asked before
    // the account existed, it answers "signed out" (null, as getCurrentUser reads a 401).
    const held = new Promise<void>((resolve) => {
      answerHeldCheck = resolve;
    });
    const heldCheck = view.queryClient.fetchQuery({
      queryKey: ['/api/auth/me'],
      queryFn: async () => {
        await held;
        return null;
      },
    });
    // Cancelled once the account is made: its rejection is the point, not a failure.
    heldCheck.catch(() => undefined);
    fireEvent.change(password(), { target: { value: 'long enough 1' } });
    fireEvent.change(confirmation(), { target: { value: 'long enough 1' } });
    create();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your students' })).toBeTruthy();
    answerHeldCheck();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.router.state.location.pathname).toBe('/guardian');
    expect(view.queryClient.getQueryData(['/api/auth/me'])).toEqual(guardian);
  });

  it('says an account exists for the email, with a way to sign in and link', async () => {
    const { router } = await consentGiven('create', {
      [ACCOUNT]: () => refusal(409, 'guardian.account_exists'),
    });
    fireEvent.change(password(), { target: { value: 'long enough 1' } });
    fireEvent.change(confirmation(), { target: { value: 'long enough 1' } });
    create();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/guardian/link?token=${token}`,
    );
  });

  it('sends someone who has an account to sign in, then to link the student', async () => {
    const { router } = await consentGiven('sign_in');
    expect(
      screen.getByText('You already have a StudyPath account. Sign in to follow Lina Haddad.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/guardian/link?token=${token}`,
    );
  });
});
