// The email a student gets when a consultant refunds a payment (issue 12, decision 024): what was
// given back, the reference of the payment and of the refund, and the package the path holds now.
// In the recipient's language (issue 27): the caller gives names, amount and date in it.
import type { Language } from '@studypath/domain';
import { renderEmail, type RenderedEmail } from '../../../platform/email/email-layout.ts';
import { emailTexts, fillText } from '../../../platform/email/email-texts.ts';

export function renderPaymentRefundedEmail(input: {
  email: string;
  packageName: string;
  /** '$600 USD' / '600 $ US'. */
  amountText: string;
  dateText: string;
  paymentReference: string;
  refundReference: string;
  /** The package the path holds after the refund, or null when none is left. */
  currentPackageName: string | null;
  applicationUrl: string;
  /** The recipient's language; English when absent. */
  language?: Language;
}): RenderedEmail {
  const language = input.language ?? 'en';
  const t = emailTexts(language).paymentRefunded;
  return renderEmail({
    template: 'payment_refunded',
    language,
    subject: fillText(t.subject, { package: input.packageName }),
    heading: t.heading,
    intro: [
      fillText(t.intro, { package: input.packageName }),
      fillText(t.amountLine, { amount: input.amountText }),
      fillText(t.dateLine, { date: input.dateText }),
      fillText(t.paymentReferenceLine, { reference: input.paymentReference }),
      fillText(t.refundReferenceLine, { reference: input.refundReference }),
      input.currentPackageName
        ? fillText(t.backOnPackage, { package: input.currentPackageName })
        : t.noPackage,
    ],
    action: { label: t.action, url: input.applicationUrl },
    outro: [t.outro],
    reason: fillText(t.reason, { email: input.email }),
  });
}
