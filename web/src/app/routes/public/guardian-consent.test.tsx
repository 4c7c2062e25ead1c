import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import {
  consentInvitation,
  refusal,
  textVersion,
} from '../../../test/fixtures/guardian-consent.ts';
import { signedInAdmin, signedOut } from '../../../test/fixtures/session.ts';
import { choose, field } from '../../../test/profile-edit-helpers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const token = 'k3Jd8_xQz-19aBcDeFgHiJkLmNoPqRsT';
const VIEW = `GET /api/guardian/consent?token=${token}&language=en`;
const DECIDE = 'POST /api/guardian/consent';

function consentPage(
  handlers: Record<string, FetchHandler> = {},
  path = `/guardian/consent?token=${token}`,
) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': signedOut,
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    [VIEW]: () => json(consentInvitation()),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit my decision' }));
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/guardian/consent', () => {
  it("shows the consent text with the student's name, the guardian's fields and no choice made", async () => {
    consentPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consent for a student under 18' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Lina Haddad has an account on StudyPath/)).toBeTruthy();
    expect(screen.queryByText(/\{studentName\}/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Guardian consent · StudyPath'));

    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your full name' });
    expect(name.value).toBe('Claire Martin');
    expect(screen.getByText('Typing your name acts as your signature')).toBeTruthy();
    expect((field('Relationship to the student') as HTMLInputElement).value).toBe('Mother');
    const decision = screen.getByRole('radiogroup', { name: 'Your decision' });
    const consent = within(decision).getByRole<HTMLInputElement>('radio', { name: 'I consent' });
    const refuse = within(decision).getByRole<HTMLInputElement>('radio', {
      name: 'I do not consent',
    });
    expect(consent.checked).toBe(false);
    expect(refuse.checked).toBe(false);
    expect(
      within(decision).getByText(
        'I am the parent or legal guardian of Lina Haddad, I have read this text, and I consent to Lina Haddad using StudyPath as described.',
      ),
    ).toBeTruthy();
  });

  it('asks for a choice, a name and a relationship before sending anything', async () => {
    const { fetchMock } = consentPage({
      [VIEW]: () =>
        json(consentInvitation({ suggestedGuardianName: null, suggestedRelationship: null })),
    });
    await screen.findByRole('button', { name: 'Submit my decision' });
    submit();
    expect(await screen.findByText('Type your full name as your signature')).toBeTruthy();
    expect(screen.getByText('Choose your relationship to the student')).toBeTruthy();
    expect(screen.getByText('Choose whether you consent')).toBeTruthy();
    expect(callsTo(fetchMock, DECIDE)).toHaveLength(0);
  });

  it('sends the typed name, relationship, choice and the version of the text it showed, then says consent is recorded', async () => {
    const { fetchMock } = consentPage({
      [DECIDE]: () =>
        json(
          {
            decision: 'consented',
            studentName: 'Lina Haddad',
            decidedAt: '2026-11-26T10:00:00Z',
            account: null,
          },
          201,
        ),
    });
    const name = await screen.findByRole('textbox', { name: 'Your full name' });
    fireEvent.change(name, { target: { value: 'Claire Haddad' } });
    await choose('Relationship to the student', 'Legal Guardian');
    fireEvent.click(screen.getByRole('radio', { name: 'I consent' }));
    submit();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you: your consent is recorded' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Lina Haddad can now start a study path, upload documents and pay on StudyPath.',
      ),
    ).toBeTruthy();
    const posts = callsTo(fetchMock, DECIDE);
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({
      guardianName: 'Claire Haddad',
      relationship: 'guardian',
      decision: 'consent',
      token,
      textVersion,
    });
  });

  it('records a refusal and says what it means for the student', async () => {
    const { fetchMock } = consentPage({
      [DECIDE]: () =>
        json(
          {
            decision: 'refused',
            studentName: 'Lina Haddad',
            decidedAt: '2026-11-26T10:00:00Z',
            account: null,
          },
          201,
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'I do not consent' }));
    submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your decision is recorded' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Lina Haddad cannot start a study path, upload documents or pay until a guardian consents.',
      ),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, DECIDE)[0])).toMatchObject({ decision: 'refuse' });
  });

  it.each([
    [
      'guardian.invalid_consent_link',
      'This consent link is not valid. Ask the student to send a new one from their StudyPath dashboard.',
    ],
    [
      'guardian.expired_consent_link',
      'This consent link has expired. Ask the student to send a new one from their StudyPath dashboard.',
    ],
    [
      'guardian.used_consent_link',
      'This consent link has already been used or replaced by a newer one. Use the newest email, or ask the student to send a new link.',
    ],
  ])('says a link refused with %s cannot be used, and why', async (code, text) => {
    consentPage({ [VIEW]: () => refusal(400, code) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(
      screen.getByText('The student can send a new link from their StudyPath dashboard.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit my decision' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const { fetchMock } = consentPage({}, '/guardian/consent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeTruthy();
    expect(screen.getByText(/This consent link is not valid/)).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
    expect(urls.filter((url) => url.startsWith('/api/guardian'))).toEqual([]);
  });

  it('shows the link page when the link is used up while the page is open', async () => {
    consentPage({ [DECIDE]: () => refusal(400, 'guardian.used_consent_link') });
    fireEvent.click(await screen.findByRole('radio', { name: 'I consent' }));
    submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeTruthy();
    expect(screen.getByText(/already been used or replaced/)).toBeTruthy();
  });

  it('offers to try again when the request fails for another reason', async () => {
    let attempts = 0;
    const { fetchMock } = consentPage({
      [VIEW]: () => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'internal' }, 500) : json(consentInvitation());
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The consent request could not be loaded.',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consent for a student under 18' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, VIEW)).toHaveLength(2);
  });

  it('asks to reload when the text changed, then sends the new version', async () => {
    const newVersion = 'f'.repeat(64);
    let views = 0;
    let decisions = 0;
    const { fetchMock } = consentPage({
      [VIEW]: () => {
        views += 1;
        return json(consentInvitation(views === 1 ? {} : { textVersion: newVersion }));
      },
      [DECIDE]: () => {
        decisions += 1;
        return decisions === 1
          ? refusal(409, 'guardian.consent_text_changed')
          : json(
              { decision: 'consented', studentName: 'Lina Haddad', decidedAt: 'x', account: null },
              201,
            );
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'I consent' }));
    submit();
    const alert = await screen.findByText(
      'The consent text has changed since this page was opened. Reload the page, read it again and decide.',
    );
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull());
    expect(callsTo(fetchMock, VIEW)).toHaveLength(2);
    submit();
    expect(
      await screen.findByRole('heading', { name: 'Thank you: your consent is recorded' }),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, DECIDE)[1])).toMatchObject({ textVersion: newVersion });
  });

  it("marks the fields the server's validation names", async () => {
    consentPage({
      [DECIDE]: () =>
        json(
          {
            error: 'validation_error',
            code: 'validation_error',
            message: 'Invalid',
            details: [{ field: 'guardianName', message: 'Use at most 100 characters' }],
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'I consent' }));
    submit();
    expect(await screen.findByText('Use at most 100 characters')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Your full name' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('works for someone signed in, whatever their role', async () => {
    consentPage({ 'GET /api/auth/me': () => json(signedInAdmin) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consent for a student under 18' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).toBeNull();
  });
});
