import { describe, expect, it } from 'vitest';
import { escapeHtml, firmAddress, firmName } from '../src/platform/email/email-layout.ts';
import { renderPaymentReceiptEmail } from '../src/features/payments/emails/payment-receipt.ts';
import { renderPaymentRefundedEmail } from '../src/features/payments/emails/payment-refunded.ts';
import { renderResetPasswordEmail } from '../src/features/accounts/emails/reset-password.ts';
import {
  renderStudyPathClosedEmail,
  renderStudyPathStatusEmail,
} from '../src/features/applications/emails/study-path-status.ts';
import { renderVerifyEmail } from '../src/features/accounts/emails/verify-email.ts';
import { renderDataExportReadyEmail } from '../src/features/data-export/emails/data-export-ready.ts';
import { renderAccountDeletedEmail } from '../src/features/account-deletion/emails/account-deleted.ts';
import { renderDeletionCancelledEmail } from '../src/features/account-deletion/emails/deletion-cancelled.ts';
import { renderDeletionScheduledEmail } from '../src/features/account-deletion/emails/deletion-scheduled.ts';

const verifyUrl = 'https://portal.example.test/verify-email?token=abcDEF_123-456789012';
const resetUrl = 'https://portal.example.test/reset-password?token=abcDEF_123-456789012';
const applicationUrl =
  'https://portal.example.test/application/5f0c6a1e-0000-4000-8000-000000000001';

describe('email templates', () => {
  it.each([
    [
      'verification',
      renderVerifyEmail({ verifyUrl, email: 'ana@example.com' }),
      verifyUrl,
      'verify_email',
      'Verify email address',
      'This link expires in 24 hours',
      'an account was registered on StudyPath with ana@example.com',
    ],
    [
      'password reset',
      renderResetPasswordEmail({ resetUrl, email: 'ana@example.com' }),
      resetUrl,
      'reset_password',
      'Reset password',
      'This link expires in 1 hour',
      'a password reset was requested for the StudyPath account ana@example.com',
    ],
  ])(
    'the %s email names the firm, shows the button and the link, the expiry and the footer, in text and HTML',
    (_name, email, url, template, button, expiry, reason) => {
      expect(email.template).toBe(template);
      for (const body of [email.text, email.html]) {
        expect(body).toContain(firmName);
        expect(body).toContain(expiry);
        expect(body).toContain(firmAddress);
        expect(body).toContain('You received this email because');
        expect(body).toContain(reason);
        expect(body).toContain(url);
      }
      expect(email.html).toMatch(
        new RegExp(`<a href="${url.replace(/[?.]/g, '\\$&')}"[^>]*>${button}</a>`),
      );
      expect(email.text).toContain(`${button}:\n${url}\n`);
    },
  );

  it('escapes every interpolated value in the HTML body', () => {
    const email = renderVerifyEmail({
      verifyUrl: 'https://portal.example.test/verify-email?token=a&b="><script>x</script>',
      email: '"<img src=x onerror=alert(1)>"@example.com',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('token=a&amp;b=&quot;&gt;&lt;script&gt;');
    expect(email.html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@example.com');
  });

  it('escapeHtml replaces the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('study path emails', () => {
  it('the status email names the new label and its next steps and links to the path', () => {
    const email = renderStudyPathStatusEmail({
      email: 'ana@example.com',
      statusLabel: 'Documents Needed',
      nextSteps: 'Upload your transcript.',
      applicationUrl,
    });
    expect(email.subject).toBe('Your study path is now: Documents Needed');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Documents Needed');
      expect(body).toContain('Upload your transcript.');
      expect(body).toContain(applicationUrl);
    }
  });

  it('the closing email carries the consultant’s reason, escaped in HTML', () => {
    const email = renderStudyPathClosedEmail({
      email: 'ana@example.com',
      reason: 'No answer <b>in 90 days</b>',
      applicationUrl,
    });
    expect(email.text).toContain('Reason: No answer <b>in 90 days</b>');
    expect(email.html).toContain('Reason: No answer &lt;b&gt;in 90 days&lt;/b&gt;');
    expect(email.html).not.toContain('<b>in 90');
  });
});

describe('payment emails', () => {
  /** The receipt of a first payment for the Standard package; the other receipts vary it. */
  const standardReceipt: Parameters<typeof renderPaymentReceiptEmail>[0] = {
    email: 'ana@example.com',
    packageName: 'Standard',
    upgradedFromName: null,
    amountText: '$899 USD',
    dateText: 'Nov 25, 2026',
    reference: 'pi_3Abc',
    applicationUrl,
    isTestPayment: false,
  };

  it('the receipt names the package, the amount in USD, the date and the reference', () => {
    const email = renderPaymentReceiptEmail(standardReceipt);
    expect(email.template).toBe('payment_receipt');
    expect(email.subject).toBe('Your StudyPath receipt: Standard package');
    for (const body of [email.text, email.html]) {
      for (const text of [
        'Package: Standard package',
        'Amount: $899 USD',
        'Date: Nov 25, 2026',
        'Payment reference: pi_3Abc',
        'within 7 days',
        applicationUrl,
        firmAddress,
      ]) {
        expect(body).toContain(text);
      }
      expect(body).not.toContain('Upgrade from');
      expect(body).not.toContain('test payment');
    }
  });

  it('a simulated payment’s receipt says plainly that it was a test and no money was taken', () => {
    const email = renderPaymentReceiptEmail({
      ...standardReceipt,
      reference: 'sim_pi_0a1b',
      isTestPayment: true,
    });
    expect(email.subject).toBe(
      'Test payment, no money taken: Your StudyPath receipt: Standard package',
    );
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Test payment: no money was taken');
      expect(body).toContain('no card was charged and no money was taken');
    }
  });

  it('a guardian’s receipt says who paid (escaped in the HTML); the student’s says nothing of it', () => {
    const email = renderPaymentReceiptEmail({
      ...standardReceipt,
      payer: { name: 'Claire <Martin>' },
    });
    expect(email.text).toContain('Paid by: Claire <Martin> (guardian)');
    expect(email.html).toContain('Paid by: Claire &lt;Martin&gt; (guardian)');
    expect(renderPaymentReceiptEmail(standardReceipt).text).not.toContain('Paid by');
  });

  it('an upgrade’s receipt says what it paid for', () => {
    const email = renderPaymentReceiptEmail({
      ...standardReceipt,
      packageName: 'Premium',
      upgradedFromName: 'Standard',
      amountText: '$600 USD',
      dateText: 'Nov 26, 2026',
      reference: 'sim_pi_0a1b',
    });
    expect(email.text).toContain('Package: Upgrade from Standard to Premium');
    expect(email.text).toContain('only the difference from the Standard package');
  });

  it('the refund email names the amount, both references and the package left', () => {
    const email = renderPaymentRefundedEmail({
      email: 'ana@example.com',
      packageName: 'Premium',
      amountText: '$600 USD',
      dateText: 'Nov 27, 2026',
      paymentReference: 'pi_3Abc',
      refundReference: 're_3Def',
      currentPackageName: 'Standard',
      applicationUrl,
    });
    expect(email.template).toBe('payment_refunded');
    expect(email.subject).toBe('Your payment for the Premium package was refunded');
    for (const text of [
      'Amount refunded: $600 USD',
      'Payment reference: pi_3Abc',
      'Refund reference: re_3Def',
      'back on the Standard package',
    ]) {
      expect(email.text).toContain(text);
      expect(email.html).toContain(text);
    }
    const none = renderPaymentRefundedEmail({
      email: 'ana@example.com',
      packageName: 'Basic',
      amountText: '$499 USD',
      dateText: 'Nov 27, 2026',
      paymentReference: 'pi_1',
      refundReference: 're_1',
      currentPackageName: null,
      applicationUrl,
    });
    expect(none.text).toContain('has no package now');
  });
});

describe('account deletion emails', () => {
  const privacyUrl = 'https://portal.example.test/account/privacy';
  const dueAt = new Date('2026-12-27T10:00:00Z');

  it('the scheduled email says when, what goes, what is kept until when, and links to cancel', () => {
    const email = renderDeletionScheduledEmail({ dueAt, privacyUrl, language: 'en' });
    expect(email.template).toBe('account_deletion_scheduled');
    expect(email.subject).toBe('Your StudyPath account will be deleted on Dec 27, 2026');
    for (const text of [
      'It will be deleted on Dec 27, 2026',
      'your study paths, your messages',
      'application documents until 7 years after each was uploaded',
      'payment records for 7 years',
      `Cancel the deletion:\n${privacyUrl}`,
    ]) {
      expect(email.text).toContain(text);
    }
    expect(email.html).toContain(`<a href="${privacyUrl}"`);
  });

  it('the scheduled email is written in French for a French account', () => {
    const email = renderDeletionScheduledEmail({ dueAt, privacyUrl, language: 'fr' });
    expect(email.subject).toBe('Votre compte StudyPath sera supprimé le 27 déc. 2026');
    expect(email.text).toContain('Annuler la suppression');
    expect(email.text).toContain("jusqu'à 7 ans après le téléversement");
  });

  it('the cancelled email says nothing was removed, in either language', () => {
    const loginUrl = 'https://portal.example.test/login';
    const english = renderDeletionCancelledEmail({ loginUrl, language: 'en' });
    expect(english.template).toBe('account_deletion_cancelled');
    expect(english.subject).toBe('Your StudyPath account will not be deleted');
    expect(english.text).toContain('Nothing was removed');
    expect(english.text).toContain(`Sign in:\n${loginUrl}`);
    const french = renderDeletionCancelledEmail({ loginUrl, language: 'fr' });
    expect(french.subject).toBe('Votre compte StudyPath ne sera pas supprimé');
    expect(french.text).toContain("Rien n'a été supprimé");
  });

  it('the deleted email names the day it was asked for and what is kept sealed', () => {
    const email = renderAccountDeletedEmail({
      requestedAt: new Date('2026-11-27T10:00:00Z'),
      homeUrl: 'https://portal.example.test/',
      language: 'en',
    });
    expect(email.template).toBe('account_deleted');
    expect(email.subject).toBe('Your StudyPath account has been deleted');
    expect(email.text).toContain('As you asked on Nov 27, 2026');
    expect(email.text).toContain('kept sealed');
    const french = renderAccountDeletedEmail({
      requestedAt: new Date('2026-11-27T10:00:00Z'),
      homeUrl: 'https://portal.example.test/',
      language: 'fr',
    });
    expect(french.text).toContain("Comme vous l'avez demandé le 27 nov. 2026");
  });
});

describe('data export emails', () => {
  const privacyPageUrl = 'https://portal.example.test/account/privacy';
  const expiresAt = new Date('2026-11-28T15:05:00Z');

  it('the ready email links to the Privacy & data page and says until when, in UTC', () => {
    const email = renderDataExportReadyEmail({
      email: 'ana@example.com',
      privacyPageUrl,
      expiresAt,
    });
    expect(email.template).toBe('data_export_ready');
    expect(email.subject).toBe('Your StudyPath data is ready to download');
    for (const body of [email.text, email.html]) {
      expect(body).toContain(privacyPageUrl);
      expect(body).toContain('until Nov 28, 2026, 3:05 PM (UTC)');
      expect(body).toContain('the StudyPath account ana@example.com was requested');
      expect(body).toContain(firmAddress);
    }
    expect(email.text).toContain(`Open Privacy & data:\n${privacyPageUrl}\n`);
  });

  it('the ready email speaks French to a French account', () => {
    const email = renderDataExportReadyEmail({
      email: 'ana@example.com',
      privacyPageUrl,
      expiresAt,
      language: 'fr',
    });
    expect(email.subject).toBe('Vos données StudyPath sont prêtes à télécharger');
    expect(email.text).toContain("jusqu'au 28 nov. 2026, 15 h 05 (UTC)");
    expect(email.text).toContain(`Ouvrir Confidentialité et données:\n${privacyPageUrl}\n`);
  });
});
