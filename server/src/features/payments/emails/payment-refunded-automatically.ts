// The email a student gets when a payment went through after their study path had changed (it was
// refunded, ended or deleted meanwhile), so the portal did not apply it and gave it back on its
// own (issue 23, decision 024): why, what was given back, both references, and what to do next.
// In the recipient's language (issue 27): the caller gives names, amount and date in it.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText, type EmailTexts } from '../../../platform/email/email-texts.ts';

/** Why the payment no longer matched the path when it arrived. */
export type UnappliedPaymentReason = 'path_ended' | 'path_deleted' | 'path_changed';

function reasonText(
  t: EmailTexts['paymentRefundedAutomatically'],
  reason: UnappliedPaymentReason,
  statusLabel: string | null,
): string {
  if (reason === 'path_ended') {
    return statusLabel ? fillText(t.pathEndedWithStatus, { status: statusLabel }) : t.pathEnded;
  }
  if (reason === 'path_deleted') return t.pathDeleted;
  return t.pathChanged;
}

export function renderPaymentRefundedAutomaticallyEmail(input: {
  email: string;
  packageName: string;
  /** '$1,000 USD' / '1 000 $ US'. */
  amountText: string;
  dateText: string;
  paymentReference: string;
  refundReference: string;
  reason: UnappliedPaymentReason;
  /** The path's status label when it has ended ('Closed'), else null. */
  statusLabel: string | null;
  /** The path's page, or the list of paths when it was deleted. */
  actionUrl: string;
  /** The recipient's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).paymentRefundedAutomatically;
  const canChooseAgain = input.reason === 'path_changed';
  return renderEmail({
    template: 'payment_refunded_automatically',
    language,
    subject: fillText(t.subject, { package: input.packageName }),
    heading: t.heading,
    intro: [
      fillText(t.intro, { package: input.packageName }),
      reasonText(t, input.reason, input.statusLabel),
      fillText(t.amountLine, { amount: input.amountText }),
      fillText(t.dateLine, { date: input.dateText }),
      fillText(t.paymentReferenceLine, { reference: input.paymentReference }),
      fillText(t.refundReferenceLine, { reference: input.refundReference }),
      ...(canChooseAgain ? [t.chooseAgain] : []),
    ],
    action: {
      label: input.reason === 'path_deleted' ? t.actionPaths : t.actionPath,
      url: input.actionUrl,
    },
    outro: [t.outroRefundDelay, t.outroQuestion],
    reason: fillText(t.reason, { email: input.email }),
  });
}
