// The receipt a student gets after each successful payment (issue 12, decision 024): the package,
// the amount in USD, the date, the payment reference, and for an upgrade what it paid for. Sent
// through the outbox in the payment's own transaction; no card data is ever in it. A payment taken
// by the simulated provider says so in the subject and first line: no money was taken (issue 23).
// A guardian's payment (issue 26) is received by the guardian and says who paid.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderPaymentReceiptEmail(input: {
  email: string;
  packageName: string;
  /** 'Standard' when this payment upgraded from it; null for a first purchase. */
  upgradedFromName: string | null;
  /** '$600 USD'. */
  amountText: string;
  /** 'Nov 25, 2026'. */
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
}): RenderedEmail {
  const what = input.upgradedFromName
    ? `Upgrade from ${input.upgradedFromName} to ${input.packageName}`
    : `${input.packageName} package`;
  return renderEmail({
    template: 'payment_receipt',
    subject: `${input.isTestPayment ? 'Test payment, no money taken: ' : ''}Your StudyPath receipt: ${input.packageName} package`,
    heading: input.isTestPayment
      ? 'Test payment: no money was taken'
      : 'Thank you for your payment',
    intro: [
      ...(input.isTestPayment
        ? [
            'This was a test payment with the portal’s simulated card provider: no card was charged and no money was taken.',
          ]
        : []),
      `We received your payment for your study path. Your ${input.packageName} package is active.`,
      `Package: ${what}`,
      `Amount: ${input.amountText}`,
      `Date: ${input.dateText}`,
      `Payment reference: ${input.reference}`,
      ...(input.payer ? [`Paid by: ${input.payer.name} (guardian)`] : []),
      ...(input.upgradedFromName
        ? [`This upgrade paid only the difference from the ${input.upgradedFromName} package.`]
        : []),
    ],
    action: { label: 'View your study path', url: input.applicationUrl },
    outro: [
      'You can ask for a full refund within 7 days of this payment: message your consultant.',
      'Keep this email as your receipt.',
    ],
    reason: `You received this email because you paid for a package on StudyPath with ${input.email}.`,
  });
}
