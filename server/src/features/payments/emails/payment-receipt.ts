// The receipt a student gets after each successful payment (issue 12, decision 024): the package,
// the amount in USD, the date, the payment reference, and for an upgrade what it paid for. Sent
// through the outbox in the payment's own transaction; no card data is ever in it. A payment taken
// by the simulated provider says so in the subject and first line: no money was taken (issue 23).
// A guardian's payment (issue 26) is received by the guardian and says who paid. In the
// recipient's language (issue 27): the caller gives names, amount and date in that language.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderPaymentReceiptEmail(input: {
  email: string;
  packageName: string;
  /** 'Standard' when this payment upgraded from it; null for a first purchase. */
  upgradedFromName: string | null;
  /** '$600 USD' / '600 $ US'. */
  amountText: string;
  /** 'Nov 25, 2026' / '25 nov. 2026'. */
  dateText: string;
  /** The provider's reference (pi_..., sim_pi_...), or ours for a free activation. */
  reference: string;
  applicationUrl: string;
  /** Taken by the simulated provider: a test payment, no money taken. */
  isTestPayment: boolean;
  /**
   * A guardian who paid on the student's behalf (issue 26): the receipt goes to them and names
   * them. Absent when the student paid.
   */
  payer?: { name: string } | null;
  /** The recipient's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).paymentReceipt;
  const packageName = input.packageName;
  const from = input.upgradedFromName;
  const what = from
    ? fillText(t.whatUpgrade, { from, package: packageName })
    : fillText(t.whatPackage, { package: packageName });
  return renderEmail({
    template: 'payment_receipt',
    language,
    subject: fillText(input.isTestPayment ? t.testSubject : t.subject, { package: packageName }),
    heading: input.isTestPayment ? t.testHeading : t.heading,
    intro: [
      ...(input.isTestPayment ? [t.testIntro] : []),
      fillText(t.intro, { package: packageName }),
      fillText(t.packageLine, { what }),
      fillText(t.amountLine, { amount: input.amountText }),
      fillText(t.dateLine, { date: input.dateText }),
      fillText(t.referenceLine, { reference: input.reference }),
      ...(input.payer ? [fillText(t.paidByLine, { name: input.payer.name })] : []),
      ...(from ? [fillText(t.upgradeLine, { from })] : []),
    ],
    action: { label: t.action, url: input.applicationUrl },
    outro: [t.outroRefund, t.outroKeep],
    reason: fillText(t.reason, { email: input.email }),
  });
}
