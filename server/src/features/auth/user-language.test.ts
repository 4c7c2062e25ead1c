// Issue 27: each account's language (users.language). Registration stores the page's language, or
// the request's (language cookie, then Accept-Language); /api/auth/me shows it; PATCH
// /api/auth/me changes it for any signed-in user; the verification email is written in it.
// Through HTTP on a real database.
import type { CurrentUser } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { deliveredTo, registration, userByEmail } from '../../../test/account-flows.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInUser } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('the account language', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  let counter = 0;
  const newEmail = () => `lang-${Date.now()}-${(counter += 1)}@example.com`;

  const registerWith = (
    client: TestClient,
    email: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    client.request('POST', '/api/auth/register', {
      json: { ...registration(email), ...extra },
      withCsrf: true,
      headers,
    });

  const patchMe = (client: TestClient, json: unknown, withCsrf = true) =>
    client.request<CurrentUser>('PATCH', '/api/auth/me', { json, withCsrf });

  describe('POST /api/auth/register', () => {
    it('stores the language the page sends', async () => {
      const email = newEmail();
      const response = await registerWith(t.newClient(), email, { language: 'fr' });
      expect(response.status).toBe(201);
      expect((await userByEmail(t, email))?.language).toBe('fr');
    });

    it("stores Accept-Language's when the body has none (fr-CA → fr)", async () => {
      const email = newEmail();
      const response = await registerWith(
        t.newClient(),
        email,
        {},
        { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
      );
      expect(response.status).toBe(201);
      expect((await userByEmail(t, email))?.language).toBe('fr');
    });

    it("prefers the language cookie over Accept-Language, and the body's over both", async () => {
      const fromCookie = newEmail();
      const client = t.newClient();
      client.cookies.set('studypath_lang', 'fr');
      await registerWith(client, fromCookie, {}, { 'accept-language': 'en-US,en' });
      expect((await userByEmail(t, fromCookie))?.language).toBe('fr');

      const fromBody = newEmail();
      await registerWith(client, fromBody, { language: 'en' }, { 'accept-language': 'fr' });
      expect((await userByEmail(t, fromBody))?.language).toBe('en');
    });

    it('stores English when nothing names a portal language', async () => {
      const email = newEmail();
      await registerWith(t.newClient(), email, {}, { 'accept-language': 'de-DE,es;q=0.5' });
      expect((await userByEmail(t, email))?.language).toBe('en');
    });

    it('refuses a language the portal does not have', async () => {
      const response = await registerWith(t.newClient(), newEmail(), { language: 'de' });
      expect(response.status).toBe(400);
    });

    it('sends a French account its verification email in French, subject too', async () => {
      const email = newEmail();
      await registerWith(t.newClient(), email, { language: 'fr' });
      const [sent] = await deliveredTo(t, mailbox, email);
      expect(sent?.subject).toBe('Confirmez votre adresse courriel pour StudyPath');
      expect(sent?.text).toContain('Bienvenue sur StudyPath!');
      expect(sent?.text).toContain("Confirmer l'adresse courriel:");
      expect(sent?.text).toContain(`avec l'adresse ${email}.`);
      expect(sent?.text).not.toContain('You received this email');
      expect(sent?.html).toContain('<html lang="fr">');
      expect(sent?.html).toContain('Si le bouton ne fonctionne pas');
      expect(sent?.html).toContain('StudyPath Services-conseils en éducation');
    });

    it('sends an English account the email as before', async () => {
      const email = newEmail();
      await registerWith(t.newClient(), email, { language: 'en' });
      const [sent] = await deliveredTo(t, mailbox, email);
      expect(sent?.subject).toBe('Verify your email address for StudyPath');
      expect(sent?.html).toContain('<html lang="en">');
    });
  });

  describe('/api/auth/me', () => {
    it('returns the language beside email and role', async () => {
      const { client, user } = await signedInUser(t);
      const me = await client.get('/api/auth/me');
      expect(me.body).toEqual({ id: user.id, email: user.email, role: 'student', language: 'en' });
    });

    it.each(['student', 'admin', 'guardian'] as const)(
      'lets a signed-in %s change their language; the next request reads it',
      async (role) => {
        const { client, user } = await signedInUser(t, { role });
        // A request first, so the session is remembered by the cache before the change.
        expect((await client.get('/api/auth/me')).status).toBe(200);
        const changed = await patchMe(client, { language: 'fr' });
        expect(changed.status).toBe(200);
        expect(changed.body).toEqual({ id: user.id, email: user.email, role, language: 'fr' });
        expect((await client.get<CurrentUser>('/api/auth/me')).body.language).toBe('fr');
        expect((await userByEmail(t, user.email))?.language).toBe('fr');

        const back = await patchMe(client, { language: 'en' });
        expect(back.body.language).toBe('en');
        expect((await client.get<CurrentUser>('/api/auth/me')).body.language).toBe('en');
      },
    );

    it('refuses a signed-out caller with 401', async () => {
      const response = await patchMe(t.newClient(), { language: 'fr' });
      expect(response.status).toBe(401);
    });

    it('refuses a bad value or an unknown field with 400 and a clear message', async () => {
      const { client, user } = await signedInUser(t);
      const bad = await patchMe(client, { language: 'klingon' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain("Choose one of the portal's languages: en, fr");
      expect((await patchMe(client, { language: 'fr', role: 'admin' })).status).toBe(400);
      expect((await patchMe(client, {})).status).toBe(400);
      expect((await userByEmail(t, user.email))?.language).toBe('en');
    });

    it('refuses a change without the CSRF token, as every mutating route', async () => {
      const { client, user } = await signedInUser(t);
      const response = await patchMe(client, { language: 'fr' }, false);
      expect(response.status).toBe(403);
      expect((await userByEmail(t, user.email))?.language).toBe('en');
    });

    it('signs in with the saved language in the answer', async () => {
      const { client, user, password } = await signedInUser(t);
      await patchMe(client, { language: 'fr' });
      const again = await t.newClient().login(user.email, password);
      expect(again.body).toMatchObject({ user: { language: 'fr' } });
    });
  });
});
