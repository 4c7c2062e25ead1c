// The email a student gets when a consultant refunds a payment (issue 12, decision 024): what was
// given back, the reference of the payment and of the refund, and the package the path holds now.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

export function renderPaymentRefundedEmail(input: {
  email: string;
  packageName: string;
  /** '$600 USD'. */
  amountText: string;
  dateText: string;
  paymentReference: string;
  refundReference: string;
  /** The package the path holds after the refund, or null when none is left. */
  currentPackageName: string | null;
  applicationUrl: string;
}): RenderedEmail {
  return renderEmail({
    template: 'payment_refunded',
    subject: `Your payment for the ${input.packageName} package was refunded`,
    heading: 'Your payment was refunded',
    intro: [
      `Your consultant refunded your payment for the ${input.packageName} package.`,
      `Amount refunded: ${input.amountText}`,
      `Date: ${input.dateText}`,
      `Payment reference: ${input.paymentReference}`,
      `Refund reference: ${input.refundReference}`,
      input.currentPackageName
        ? `Your study path is back on the ${input.currentPackageName} package.`
        : 'Your study path has no package now; you can choose one again at any time.',
    ],
    action: { label: 'View your study path', url: input.applicationUrl },
    outro: [
      'Refunds usually reach your card within 5 to 10 business days, depending on your bank.',
    ],
    reason: `You received this email because you paid for a package on StudyPath with ${input.email}.`,
  });
}
