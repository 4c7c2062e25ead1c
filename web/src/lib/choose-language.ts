// A language chosen on the page (issue 27): every text switches at once, the choice is kept in
// the cookie (a visitor's preference, read by the server too), and a signed-in user's account
// keeps it (PATCH /api/auth/me), so emails and their other devices follow.
import type { Language } from '@studypath/domain/i18n';
import { apiRequest } from './api-client.ts';
import { setLanguage } from './i18n.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import { queryClient } from './query-client.ts';

/** The session query's key (features/auth), whose answer carries the saved language. */
const sessionKey = ['/api/auth/me'];

export async function chooseLanguage(language: Language): Promise<void> {
  writeLanguageCookie(language);
  const texts = setLanguage(language);
  const session = queryClient.getQueryData<{ language?: Language } | null>(sessionKey);
  if (session) {
    // Kept in the cache first: the saved-language follower (app/guards.tsx) must not switch back.
    queryClient.setQueryData(sessionKey, { ...session, language });
    await apiRequest('PATCH', '/api/auth/me', { language });
  }
  await texts;
}
