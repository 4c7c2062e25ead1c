// The email a student gets when a payment went through after their study path had changed (it was
// refunded, ended or deleted meanwhile), so the portal did not apply it and gave it back on its
// own (issue 23, decision 024): why, what was given back, both references, and what to do next.
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';

/** Why the payment no longer matched the path when it arrived. */
export type UnappliedPaymentReason = 'path_ended' | 'path_deleted' | 'path_changed';

function reasonText(reason: UnappliedPaymentReason, statusLabel: string | null): string {
  if (reason === 'path_ended') {
    return `Your study path had ended${statusLabel ? ` (its status is ${statusLabel})` : ''} when the payment arrived, so it takes no payment.`;
  }
  if (reason === 'path_deleted') {
    return 'The study path it was for had been deleted when the payment arrived.';
  }
  return 'Your study path changed while you were paying (for example a payment was refunded or a price changed), so this amount was no longer what was due.';
}

export function renderPaymentRefundedAutomaticallyEmail(input: {
  email: string;
  packageName: string;
  /** '$1,000 USD'. */
  amountText: string;
  dateText: string;
  paymentReference: string;
  refundReference: string;
  reason: UnappliedPaymentReason;
  /** The path's status label when it has ended ('Closed'), else null. */
  statusLabel: string | null;
  /** The path's page, or the list of paths when it was deleted. */
  actionUrl: string;
}): RenderedEmail {
  const canChooseAgain = input.reason === 'path_changed';
  return renderEmail({
    template: 'payment_refunded_automatically',
    subject: `Your payment for the ${input.packageName} package was not applied and has been refunded`,
    heading: 'Your payment was refunded',
    intro: [
      `Your payment for the ${input.packageName} package went through, but we did not apply it to your study path and have refunded it in full.`,
      reasonText(input.reason, input.statusLabel),
      `Amount refunded: ${input.amountText}`,
      `Date: ${input.dateText}`,
      `Payment reference: ${input.paymentReference}`,
      `Refund reference: ${input.refundReference}`,
      ...(canChooseAgain
        ? ['Open your study path to see the package it holds now and choose again if you wish.']
        : []),
    ],
    action: {
      label: input.reason === 'path_deleted' ? 'View your study paths' : 'View your study path',
      url: input.actionUrl,
    },
    outro: [
      'Refunds usually reach your card within 5 to 10 business days, depending on your bank.',
      'If you have a question about this payment, write to your consultant from the portal.',
    ],
    reason: `You received this email because you paid for a package on StudyPath with ${input.email}.`,
  });
}
