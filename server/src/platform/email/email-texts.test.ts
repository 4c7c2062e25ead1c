// Issue 27: the emails' texts by language. Every language's emails.json has exactly the English
// file's keys and placeholders, and every template renders in French with no English sentence
// left (the frame's postal address aside, the same in every language).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { renderResetPasswordEmail } from '../../features/accounts/emails/reset-password.ts';
import { renderVerifyEmail } from '../../features/accounts/emails/verify-email.ts';
import {
  renderStudyPathClosedEmail,
  renderStudyPathStatusEmail,
} from '../../features/applications/emails/study-path-status.ts';
import { renderDocumentUploadedEmail } from '../../features/documents/emails/document-uploaded.ts';
import { renderConsentWithdrawnEmail } from '../../features/guardians/emails/consent-withdrawn.ts';
import { renderGuardianInvitationEmail } from '../../features/guardians/emails/guardian-invitation.ts';
import { renderInfoRequestEmail } from '../../features/info-requests/emails/info-request.ts';
import { renderUnreadReplyEmail } from '../../features/messages/emails/unread-reply.ts';
import { renderPaymentReceiptEmail } from '../../features/payments/emails/payment-receipt.ts';
import { renderPaymentRefundedAutomaticallyEmail } from '../../features/payments/emails/payment-refunded-automatically.ts';
import { renderPaymentRefundedEmail } from '../../features/payments/emails/payment-refunded.ts';
import { firmAddress, type RenderedEmail } from './email-layout.ts';
import {
  emailDocumentCategory,
  emailNextSteps,
  emailPackageName,
  emailStatusLabel,
  emailTexts,
  fillText,
  keyMismatches,
  localesFolder,
} from './email-texts.ts';

const url = 'https://portal.example.test/application/1';
const email = 'ana@example.com';

/** Every template and variant, rendered in a language with that language's labels. */
function renderAll(language: Language): Record<string, RenderedEmail> {
  const common = { email, language };
  const status = emailStatusLabel(language, 'docs_needed');
  const nextSteps = emailNextSteps(language, { status: 'docs_needed' });
  const money = { amountText: '<amount>', dateText: '<date>' };
  const refund = {
    ...common,
    ...money,
    packageName: emailPackageName(language, 'premium'),
    paymentReference: 'pi_1',
    refundReference: 're_1',
  };
  const receipt = {
    ...common,
    ...money,
    packageName: emailPackageName(language, 'premium'),
    upgradedFromName: emailPackageName(language, 'basic'),
    reference: 'sim_pi_1',
    applicationUrl: url,
    isTestPayment: true,
    payer: { name: 'Claire Martin' },
  };
  return {
    verify: renderVerifyEmail({ ...common, verifyUrl: url }),
    reset: renderResetPasswordEmail({ ...common, resetUrl: url }),
    status: renderStudyPathStatusEmail({
      ...common,
      statusLabel: status,
      nextSteps,
      applicationUrl: url,
    }),
    statusGuardian: renderStudyPathStatusEmail({
      language,
      recipient: { kind: 'guardian', studentName: 'Ana Silva' },
      statusLabel: status,
      nextSteps,
      applicationUrl: url,
    }),
    closed: renderStudyPathClosedEmail({ ...common, reason: 'Ana asked.', applicationUrl: url }),
    document: renderDocumentUploadedEmail({
      ...common,
      fileName: 'transcript.pdf',
      categoryLabel: emailDocumentCategory(language, 'transcript'),
      documentsUrl: url,
    }),
    invitation: renderGuardianInvitationEmail({
      language,
      studentName: 'Ana Silva',
      consentUrl: url,
      guardianEmail: 'claire@example.com',
      expiresAt: new Date('2026-12-09T12:00:00Z'),
    }),
    withdrawn: renderConsentWithdrawnEmail({ language, studentName: 'Ana Silva', usersUrl: url }),
    infoOne: renderInfoRequestEmail({
      ...common,
      questionCount: 1,
      isAboutStudyPath: true,
      answerUrl: url,
    }),
    infoMany: renderInfoRequestEmail({
      ...common,
      questionCount: 3,
      isAboutStudyPath: false,
      answerUrl: url,
    }),
    unreadOne: renderUnreadReplyEmail({
      ...common,
      consultantName: 'Carla',
      threadSubject: 'Visa',
      content: 'Bonjour',
      moreUnreadCount: 1,
      threadUrl: url,
    }),
    unreadMany: renderUnreadReplyEmail({
      ...common,
      consultantName: 'Carla',
      threadSubject: 'Visa',
      content: 'Bonjour',
      moreUnreadCount: 3,
      threadUrl: url,
    }),
    receiptTest: renderPaymentReceiptEmail(receipt),
    receipt: renderPaymentReceiptEmail({
      ...receipt,
      isTestPayment: false,
      upgradedFromName: null,
    }),
    refunded: renderPaymentRefundedEmail({
      ...refund,
      currentPackageName: emailPackageName(language, 'standard'),
      applicationUrl: url,
    }),
    refundedNone: renderPaymentRefundedEmail({
      ...refund,
      currentPackageName: null,
      applicationUrl: url,
    }),
    ...Object.fromEntries(
      (['path_ended', 'path_deleted', 'path_changed'] as const).map((reason) => [
        `auto_${reason}`,
        renderPaymentRefundedAutomaticallyEmail({
          ...refund,
          reason,
          statusLabel: reason === 'path_ended' ? emailStatusLabel(language, 'closed') : null,
          actionUrl: url,
        }),
      ]),
    ),
    autoEndedNoStatus: renderPaymentRefundedAutomaticallyEmail({
      ...refund,
      reason: 'path_ended',
      statusLabel: null,
      actionUrl: url,
    }),
  };
}

/** The lines of a text body a reader reads: no blank lines, links, quotes or the address. */
function sentencesOf(rendered: RenderedEmail): string[] {
  return [rendered.subject, ...rendered.text.split('\n')]
    .map((line) => line.trim())
    .filter((line) => line.length > 3 && line !== '--' && line !== firmAddress)
    .filter((line) => !line.startsWith('http') && !line.startsWith('>'));
}

describe('the email texts', () => {
  it.each(languages)('%s has exactly the English keys, every leaf a text', (language) => {
    const file = path.join(localesFolder, language, 'emails.json');
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(keyMismatches(emailTexts('en'), parsed)).toEqual([]);
  });

  it('names what differs between two files', () => {
    expect(keyMismatches({ a: 'x', b: { c: 'y' } }, { a: 1, b: {}, d: 'z' })).toEqual([
      'a: expected a text',
      'b.c: missing',
      'd: not in English',
    ]);
  });

  it.each(languages)('%s uses the same placeholders as English in every text', (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    const walk = (english: unknown, other: unknown, at: string): string[] => {
      if (typeof english === 'string' && typeof other === 'string') {
        const same =
          JSON.stringify(placeholders(english).sort()) ===
          JSON.stringify(placeholders(other).sort());
        return same ? [] : [at];
      }
      if (typeof english !== 'object' || english === null) return [at];
      const record = other as Record<string, unknown>;
      return Object.entries(english).flatMap(([key, value]) =>
        walk(value, record[key], `${at}.${key}`),
      );
    };
    expect(walk(emailTexts('en'), emailTexts(language), language)).toEqual([]);
  });

  it('fills placeholders and refuses to leave one empty', () => {
    expect(fillText('Hi {{name}}, {{count}} left', { name: 'Ana', count: 2 })).toBe(
      'Hi Ana, 2 left',
    );
    expect(() => fillText('Hi {{name}}', {})).toThrow('No value for {{name}}');
  });

  it('gives labels by language, and the code for an unknown one', () => {
    expect(emailStatusLabel('en', 'docs_needed')).toBe('Documents Needed');
    expect(emailStatusLabel('fr', 'docs_needed')).toBe('Documents requis');
    expect(emailStatusLabel('fr', 'toString')).toBe('toString');
    expect(emailPackageName('en', 'basic')).toBe('Basic');
    expect(emailDocumentCategory('fr', 'transcript')).toBe('Relevé de notes');
    expect(emailNextSteps('en', { status: 'find_program', paymentStatus: 'unpaid' })).toBe(
      'Choose your service package so your consultant can start finding programs for you.',
    );
    expect(emailNextSteps('en', { status: 'find_program', paymentStatus: 'paid' })).toContain(
      'Your consultant is finding programs',
    );
    expect(emailNextSteps('fr', { status: 'legacy' })).toBe('');
  });

  it('renders every template in French with none of the English sentences', () => {
    const english = renderAll('en');
    const french = renderAll('fr');
    for (const [name, rendered] of Object.entries(french)) {
      const englishSentences = sentencesOf(english[name] ?? rendered);
      const frenchBody = `${rendered.subject}\n${rendered.text}\n${rendered.html}`;
      const leftovers = englishSentences.filter((sentence) => frenchBody.includes(sentence));
      expect({ name, leftovers }).toEqual({ name, leftovers: [] });
      expect(rendered.html).toContain('<html lang="fr">');
      expect(rendered.text).not.toMatch(/\{\{|\}\}|You received|StudyPath Educational/);
    }
  });

  it('writes the guardian invitation with the French consent text and a French date', () => {
    const invitation = renderAll('fr').invitation;
    expect(invitation?.subject).toBe(
      'Ana Silva a besoin de votre consentement pour utiliser StudyPath',
    );
    expect(invitation?.text).toContain('Consentement pour un élève de moins de 18 ans');
    expect(invitation?.text).toContain('le 9 déc. 2026.');
  });
});
