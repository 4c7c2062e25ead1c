// A francophone family end to end in French (issue 27): the browser asks for fr-CA, so / sends
// them to /fr; they register in French, verify from the French email, fill the profile, answer
// the quiz, start a study path, write to the team, pay, and get the receipt in French; then the
// language field in the account menu saves English and back. Every text is looked up in
// locales/fr/ (the screens' own words), and every screen is scanned by axe (which checks `lang`)
// and, on the phone, for anything cut off or overflowing: French runs longer.
import type { Page } from '@playwright/test';
import { DEFAULT_STUDENT_PASSWORD, sendWithCsrf, uniqueStudentEmail } from '../support/accounts.ts';
import { fr } from '../support/locale-texts.ts';
import { extractLink, waitForEmail } from '../support/mail.ts';
import { openNavigation } from '../support/navigation.ts';
import { SUCCEEDING_CARD } from '../support/payments.ts';
import { completeProfile } from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ locale: 'fr-CA' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Intl's spaces in French amounts and dates (no-break, narrow no-break) read as any space. */
const spaced = (text: string) => new RegExp(escapeRegExp(text).replace(/[\s\u00a0\u202f]/g, '\\s'));

/** '899 $ US': what the French screens and emails write for an amount in cents. */
const frenchUsd = (cents: number) =>
  new Intl.NumberFormat('fr-CA', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test(
  'a francophone family goes from the landing page to the receipt in French',
  { tag: '@phone' },
  async ({ page }) => {
    // The landing page, chosen by the browser's language, at its own address.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(
      page.getByRole('heading', { level: 1, name: fr('landing:hero.title') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${fr('titles:pages.home')} · StudyPath`);

    // Registration in French; the account keeps French for its emails.
    const email = uniqueStudentEmail('francophone');
    await page.getByRole('link', { name: fr('landing:header.applyNow') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: fr('auth:register.title') }),
    ).toBeVisible();
    await page.getByLabel(fr('auth:register.email')).fill(email);
    await page
      .getByLabel(fr('auth:register.password'), { exact: true })
      .fill(DEFAULT_STUDENT_PASSWORD);
    await page.getByLabel(fr('auth:register.confirmPassword')).fill(DEFAULT_STUDENT_PASSWORD);
    await page.getByRole('checkbox', { name: fr('auth:register.acceptTerms') }).check();
    await page.getByRole('checkbox', { name: fr('auth:register.acceptPrivacy') }).check();
    const registeredAt = new Date();
    await page.getByRole('button', { name: fr('auth:register.submit') }).click();
    await expect(toast(page, fr('auth:register.success.title'))).toBeVisible();

    const verification = await waitForEmail(email, { since: registeredAt });
    expect(verification.subject).toBe(fr('emails:verifyEmail.subject'));
    expect(verification.text).not.toContain('Verify your email');
    await page.goto(extractLink(verification, '/verify-email'));
    await expect(page.getByText(fr('auth:verifyEmail.success.title'))).toBeVisible();

    // Sign in, in French.
    await page.goto('/login');
    await page.getByLabel(fr('auth:login.email')).fill(email);
    await page
      .getByLabel(fr('auth:login.password'), { exact: true })
      .fill(DEFAULT_STUDENT_PASSWORD);
    await page.getByRole('button', { name: fr('auth:login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page).toHaveTitle(`${fr('titles:pages.dashboard')} · StudyPath`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // The profile (its form has its own journeys): saved complete, read back in French.
    await sendWithCsrf(page.request, 'PUT', '/api/user/profile', {
      ...completeProfile,
      legalFirstName: 'Aïcha',
      legalLastName: 'Diallo-Tremblay',
    });
    await page.goto('/profile');
    await expect(page).toHaveTitle(`${fr('titles:pages.profile')} · StudyPath`);
    await expect(page.getByText('Brésil').first()).toBeVisible(); // the country, in French
    await expect(page.getByText(spaced('1 mai 2000')).first()).toBeVisible(); // the birth date

    // The quiz, in French, starts the study path.
    await page.goto('/applications/create');
    await expect(
      page.getByRole('heading', { level: 1, name: fr('applications:quiz.title') }),
    ).toBeVisible();
    const next = page.getByRole('button', { name: fr('applications:quiz.next') });
    const radio = (name: string) =>
      page.getByRole('radio', { name: new RegExp(`^${spaced(name).source}`) });
    await radio(fr('applications:quizChoices.educationLevel.bachelors')).check();
    await radio(fr('applications:quizChoices.coopOption.with-coop')).check();
    await next.click();
    await expect(
      page.getByText(fr('applications:quiz.progress', { current: 2, total: 6 })),
    ).toBeVisible();
    await radio(fr('applications:quizChoices.fieldOfStudy.stem')).check();
    await next.click();
    await radio(fr('applications:quizChoices.preferredProvince.quebec')).check();
    await next.click();
    await page.getByRole('radio').first().check();
    await next.click();
    await radio(fr('applications:quizChoices.budgetRange.25k-35k')).check();
    await next.click();
    await expect(
      page.getByRole('heading', { level: 2, name: fr('applications:quiz.steps.review') }),
    ).toBeVisible();
    await page.getByRole('button', { name: fr('applications:quiz.submit') }).click();
    await expect(toast(page, fr('applications:toasts.created.message'))).toBeVisible();
    await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}$/);
    const pathId = /\/application\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

    // A message to the team.
    await page.goto('/messages');
    await expect(page).toHaveTitle(`${fr('titles:pages.messages')} · StudyPath`);
    await page
      .getByRole('button', { name: fr('messages:list.newConversation') })
      .first()
      .click();
    await page.getByLabel(fr('messages:newThread.subject')).fill('Permis d’études');
    await page
      .getByLabel(fr('messages:newThread.message'))
      .fill('Quels documents faut-il pour le permis d’études?');
    await page.getByRole('button', { name: fr('messages:newThread.submit'), exact: true }).click();
    await expect(page.getByText('Quels documents faut-il pour le permis d’études?')).toBeVisible();

    // The payment, in French amounts; the receipt in French.
    const offers = (await (await page.request.get('/api/packages')).json()) as {
      id: string;
      priceCents: number;
    }[];
    const standard = offers.find((offer) => offer.id === 'standard')?.priceCents ?? 0;
    await page.goto(`/application/${pathId}/payment`);
    await expect(page.getByRole('heading', { level: 1, name: fr('payments:title') })).toBeVisible();
    await page
      .getByRole('article', { name: fr('packages:standard.name') })
      .getByRole('button', { name: fr('payments:buttons.select') })
      .click();
    await page
      .getByRole('textbox', { name: fr('payments:cardForm.cardNumber') })
      .fill(SUCCEEDING_CARD);
    await page.getByRole('textbox', { name: fr('payments:cardForm.expiry') }).fill('12/34');
    await page.getByRole('textbox', { name: fr('payments:cardForm.cvc') }).fill('123');
    const paidAt = new Date();
    await page
      .getByRole('button', {
        name: spaced(fr('payments:checkout.pay', { amount: frenchUsd(standard) })),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
    await expect(
      toast(page, fr('applications:toasts.paid.message', { name: fr('packages:standard.name') })),
    ).toBeVisible();

    const receipt = await waitForEmail(email, { since: paidAt, subjectIncludes: 'StudyPath' });
    expect(receipt.subject).toBe(
      fr('emails:paymentReceipt.testSubject', { package: fr('emails:packages.standard') }),
    );
    expect(receipt.text).toMatch(spaced(frenchUsd(standard)));
    expect(receipt.text).toMatch(/\d{1,2}\s[a-zéû]+\.?\s\d{4}/); // '26 nov. 2026'

    // The account menu's language field saves English, then French again.
    let navigation = await openNavigation(page, {
      toggle: fr('nav:toggleNavigation'),
      sidebar: new RegExp(`^${fr('nav:student.label')}$`),
    });
    await navigation.getByRole('combobox', { name: fr('common:language') }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/me')).json()) as { language: string })
            .language,
      )
      .toBe('en');
    navigation = await openNavigation(page);
    await navigation.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/me')).json()) as { language: string })
            .language,
      )
      .toBe('fr');
    // The next page starts in the saved language.
    await page.goto('/dashboard');
    await expect(page).toHaveTitle(`${fr('titles:pages.dashboard')} · StudyPath`);
  },
);
