// Packages and payment end to end (issue 12, spec part 2 §2 "/application/{id}/payment", §4
// "Payment", §8) with the simulated provider, the e2e server's default: a student is declined,
// pays for Standard, sees the path paid, upgrades to Premium paying only the difference, and
// gets a receipt for each; a consultant makes Basic free, the student activates it without a
// card, and the consultant refunds a later payment, which returns the path to Basic. A student sent
// to pay when the path reaches Find the Program is told why and can go back to its details
// (issue 24).
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { waitForEmail } from '../support/mail.ts';
import { signOut } from '../support/navigation.ts';
import { DECLINED_CARD, payForPackage, SUCCEEDING_CARD } from '../support/payments.ts';
import {
  answerStudyPathQuiz,
  moveStudyPathAsConsultant,
  signInWithCompleteProfile,
} from '../support/study-paths.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 180_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const packageCard = (page: Page, name: string) => page.getByRole('article', { name });
/** A price change affects every new sale: the settings page asks first (issue 24). */
const confirmPriceChange = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Change package prices?' })
    .getByRole('button', { name: 'Change Prices' })
    .click();

/** Today's prices in cents, as the payment screen shows them (consultants may change them). */
async function pricesOf(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get('/api/packages');
  expect(res.ok()).toBe(true);
  const offers = (await res.json()) as { id: string; priceCents: number }[];
  return Object.fromEntries(offers.map((offer) => [offer.id, offer.priceCents]));
}

/** '$1,499' for whole dollars, '$600.50' otherwise, as the screens write amounts. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

async function payWithCard(page: Page, cardNumber: string, expiry = '12/34'): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(expiry);
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

test('a student is declined, pays for Standard, then upgrades to Premium paying the difference', async ({
  page,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Amara',
    legalLastName: 'Okafor',
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  const prices = await pricesOf(page.request);
  const standard = prices.standard ?? 0;
  const premium = prices.premium ?? 0;

  // Nothing is paid yet; the screen offers a package from find_program on, and the address
  // works from the start.
  const paymentCard = page.getByRole('region', { name: 'Service Package' });
  await expect(paymentCard).toContainText('Unpaid');
  await page.goto(`/application/${pathId}/payment`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Select Your Service Package' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(packageCard(page, 'Premium')).toContainText('Recommended');
  await expect(packageCard(page, 'Premium')).toContainText('Why multiple programs?');
  // The e2e server takes test payments: every payment view says so plainly.
  const testNotice = page.getByText('Test payment: no money is taken');
  await expect(testNotice).toBeVisible();

  await packageCard(page, 'Standard').getByRole('button', { name: 'Select Package' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await expect(testNotice).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${dollars(standard)} USD` });

  // An expired card is refused as Stripe refuses it.
  await payWithCard(page, SUCCEEDING_CARD, '01/24');
  await pay.click();
  await expect(toast(page, 'Payment Failed')).toContainText('Your card has expired.');
  await expect(pay).toBeEnabled();

  // A declined card: the provider's message, and the button is ready again.
  await payWithCard(page, DECLINED_CARD);
  await pay.click();
  await expect(toast(page, 'Your card was declined.')).toContainText('Payment Failed');
  await expect(pay).toBeEnabled();

  const since = new Date();
  await payWithCard(page, SUCCEEDING_CARD);
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
  await expect(paymentCard).toContainText('Paid');
  await expect(paymentCard).toContainText('Standard');
  // The student is told, and the path's updates say it (issue 24).
  await expect(toast(page, 'Success!')).toContainText(
    'Payment successful. Your Standard package is now active.',
  );
  await expect(page.getByRole('region', { name: 'Recent Updates' })).toContainText(
    'Package paid: Standard',
  );

  const receipt = await waitForEmail(student.email, {
    subjectIncludes: 'Your StudyPath receipt: Standard package',
    since,
  });
  expect(receipt.text).toContain(`Amount: ${dollars(standard)} USD`);
  expect(receipt.text).toContain('Payment reference: sim_pi_');

  // The upgrade costs the difference; the owned tier and the lower one cannot be bought.
  await paymentCard.getByRole('link', { name: 'Upgrade Package' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}/payment$`));
  await expect(packageCard(page, 'Standard')).toContainText('Current Package');
  await expect(
    packageCard(page, 'Standard').getByRole('button', { name: 'Current Package' }),
  ).toBeDisabled();
  await expect(
    packageCard(page, 'Basic').getByRole('button', { name: 'Not Available' }),
  ).toBeDisabled();
  const difference = premium - standard;
  await packageCard(page, 'Premium')
    .getByRole('button', { name: `Upgrade for ${dollars(difference)}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await payWithCard(page, SUCCEEDING_CARD);
  const upgradeSince = new Date();
  await page.getByRole('button', { name: `Pay ${dollars(difference)} USD` }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
  await expect(paymentCard).toContainText('Premium');

  const upgradeReceipt = await waitForEmail(student.email, {
    subjectIncludes: 'Your StudyPath receipt: Premium package',
    since: upgradeSince,
  });
  expect(upgradeReceipt.text).toContain('Upgrade from Standard to Premium');
  expect(upgradeReceipt.text).toContain(`Amount: ${dollars(difference)} USD`);

  // Premium is owned now: only Ultimate is left to buy.
  await page.goto(`/application/${pathId}/payment`);
  await expect(packageCard(page, 'Premium')).toContainText('Current Package');
  await expect(
    packageCard(page, 'Standard').getByRole('button', { name: 'Not Available' }),
  ).toBeDisabled();
  await expect(
    packageCard(page, 'Ultimate').getByRole('button', { name: /^Upgrade for / }),
  ).toBeEnabled();
});

test('a student sent to pay when the path reaches Find the Program can go back to its details', async ({
  page,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Chloé',
    legalLastName: 'Martin',
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  const detailsHeading = page.getByRole('heading', { level: 1, name: 'Study Path Details' });
  await expect(detailsHeading).toBeVisible();

  // The consultant moves the path on while the student reads it (through the API: the
  // consultant screens have their own journey).
  await moveStudyPathAsConsultant(pathId, 'find_program');

  // The live update sends the student to pay (part 2 §2), saying why.
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}/payment$`));
  await expect(
    page.getByText('Your consultant is ready to find your programs: choose a package to continue'),
  ).toBeVisible();

  // Back to the details, which stay: now, after a reload, and when opened again.
  await page.getByRole('link', { name: 'Back to study path details' }).click();
  await expect(detailsHeading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
  await expect(page.getByRole('region', { name: 'Recent Updates' })).toContainText(
    'Status changed to Find the Program',
  );
  await page.reload();
  await expect(detailsHeading).toBeVisible();
  await page.goto('/applications');
  await page.goto(`/application/${pathId}`);
  await expect(detailsHeading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));

  // A new visit (signed out and in again) is sent to the payment screen once more.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, student);
  await page.goto(`/application/${pathId}`);
  await expect(page).toHaveURL(new RegExp(`/application/${pathId}/payment$`));
});

test('a consultant makes Basic free, the student activates it, and a later payment is refunded', async ({
  page,
}) => {
  const student = await signInWithCompleteProfile(page, {
    legalFirstName: 'Tomas',
    legalLastName: 'Novak',
  });
  await page.goto('/applications/create');
  const pathId = await answerStudyPathQuiz(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  // The consultant sets Basic to $0 on the settings page.
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  const packages = page.getByRole('region', { name: 'Packages' });
  const basicPrice = packages.getByRole('textbox', { name: 'Basic price (USD)' });
  const previousBasic = await basicPrice.inputValue();
  await basicPrice.fill('0');
  await packages.getByRole('button', { name: 'Save Prices' }).click();
  await confirmPriceChange(page);
  await expect(toast(page, 'Settings updated')).toBeVisible();
  // Settings stand outside the admin layout (part 2 §2): sign out from the dashboard.
  await page.goto('/admin');
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  try {
    // The student activates Basic without a card.
    await signIn(page, student);
    await page.goto(`/application/${pathId}/payment`);
    await packageCard(page, 'Basic').getByRole('button', { name: 'Select Package' }).click();
    await expect(toast(page, 'Success!')).toContainText(
      'Package activated successfully (FREE). Redirecting...',
    );
    await expect(page).toHaveURL(new RegExp(`/application/${pathId}$`));
    const paymentCard = page.getByRole('region', { name: 'Service Package' });
    await expect(paymentCard).toContainText('Paid');
    await expect(paymentCard).toContainText('Basic');
    // Then Standard by card (the same calls the screen makes).
    await payForPackage(page.request, pathId, 'standard');
    await page.reload();
    await expect(paymentCard).toContainText('Standard');
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
  } finally {
    // Basic's price back as it was, whatever happened above.
    await signIn(page, E2E_ADMIN);
    await page.goto('/admin/settings');
    await basicPrice.fill(previousBasic);
    await packages.getByRole('button', { name: 'Save Prices' }).click();
    await confirmPriceChange(page);
    await expect(toast(page, 'Settings updated')).toBeVisible();
  }

  // The consultant refunds the Standard payment: the path returns to Basic.
  await page.goto(`/admin/applications/${pathId}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await payments.getByRole('button', { name: /^Refund the Standard payment of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
  await expect(dialog).toContainText(
    'The study path goes back to the Basic package it had before.',
  );
  const since = new Date();
  await dialog.getByRole('button', { name: 'Refund Payment' }).click();
  await expect(toast(page, 'Payment refunded')).toBeVisible();
  await expect(payments).toContainText('Refunded');
  await expect(page.getByRole('region', { name: 'Status & Actions' })).toContainText('Basic');

  const mail = await waitForEmail(student.email, {
    subjectIncludes: 'Your payment for the Standard package was refunded',
    since,
  });
  expect(mail.text).toContain('Your study path is back on the Basic package.');
});
