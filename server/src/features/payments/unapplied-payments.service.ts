// The automatic refund (issue 23, decision 024): a payment whose success arrives after its path
// changed (refunded, ended or deleted meanwhile, or another amount is due now) is not applied; the
// provider has taken the money, so the portal gives it back on its own. The success transaction
// marks the payment as owed (cancelled, succeededAt kept); after it committed, the provider is
// asked for the refund with the payment's one refund key; then one transaction writes the refund
// row, the payment refunded, the audit row payment_refunded (no user: the system, with the reason)
// and the student's email. If the provider fails, the payment stays owed: the next delivery of the
// same success (Stripe retries a webhook answered with an error) asks again, and a consultant may
// refund it from the path's Payments card whatever its age.
import {
  defaultLanguage,
  formatDisplayDate,
  formatUsdAmount,
  isTerminalStatus,
} from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import {
  PaymentProviderError,
  type ProviderRefund,
} from '../../platform/payments/payment-provider.ts';
import {
  findApplicationWithStudent,
  type ApplicationWithStudent,
  applicationUrl,
} from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import {
  renderPaymentRefundedAutomaticallyEmail,
  type UnappliedPaymentReason,
} from './emails/payment-refunded-automatically.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import { findUserById } from '../../platform/people/people.queries.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { isRefundOwed, recordRefund, refundIdempotencyKey } from './payment-refunds.ts';
import { findGuardianPayer } from './payer.queries.ts';
import { findPaymentById } from './payments.queries.ts';
import { emailPackageName, emailStatusLabel } from '../../platform/email/email-texts.ts';
import { findLanguageByEmail } from '../../platform/people/user-language.ts';

function reasonOf(
  applicationWithStudent: ApplicationWithStudent | undefined,
): UnappliedPaymentReason {
  if (!applicationWithStudent) return 'path_deleted';
  return isTerminalStatus(applicationWithStudent.application.status)
    ? 'path_ended'
    : 'path_changed';
}

/**
 * Gives back a payment that is owed (isRefundOwed), once: a second caller finds it refunded and
 * does nothing. Throws a 502 when the provider fails (the payment stays owed).
 */
export async function refundUnappliedPayment(deps: PaymentDeps, paymentId: string): Promise<void> {
  const owed = await findPaymentById(deps.db, paymentId);
  if (!owed || !isRefundOwed(owed)) return;
  if (!owed.providerReference || owed.provider !== deps.provider.name) {
    deps.log.error(
      { paymentId: owed.id, provider: owed.provider },
      'a payment owed a refund was taken by a provider that is not configured; refund it there',
    );
    return;
  }
  let refund: ProviderRefund;
  try {
    refund = await deps.provider.refund({
      intentId: owed.providerReference,
      amountCents: owed.amountCents,
      idempotencyKey: refundIdempotencyKey(owed.id),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error(
      { paymentId: owed.id, intentId: owed.providerReference, reason: error.message },
      'automatic refund failed; the payment stays owed, asked again on the next delivery or by a consultant',
    );
    throw new AppError('payment_provider_error', { cause: error });
  }

  const hasQueuedEmail = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    // Path first, then payment: the order every payment change locks in.
    const applicationWithStudent = owed.applicationId
      ? await findApplicationWithStudent(tx, owed.applicationId, { forUpdate: true })
      : undefined;
    const payment = await findPaymentById(tx, owed.id, { forUpdate: true });
    // Another delivery of the same success, or a consultant, recorded it first.
    if (!payment || !isRefundOwed(payment)) return false;
    const now = deps.now();
    await recordRefund(tx, { payment, refund, now });
    const reason = reasonOf(applicationWithStudent);
    await recordAudit(txDeps, {
      action: 'payment_refunded',
      userId: null,
      entityType: 'application',
      entityId: payment.applicationId ?? payment.deletedApplicationId,
      ipAddress: null,
      details: {
        automatic: true,
        reason,
        paymentId: payment.id,
        packageTier: payment.packageTier,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reference: payment.providerReference,
        refundReference: refund.id,
      },
    });
    const to =
      applicationWithStudent?.email ??
      (payment.userId ? (await findUserById(tx, payment.userId))?.email : null);
    if (applicationWithStudent)
      await publishApplicationChange(tx, applicationWithStudent.application.id);
    // A guardian who paid on the student's behalf is told too: the money went back to their card.
    const payer = payment.paidBy ? await findGuardianPayer(tx, payment.paidBy) : undefined;
    const recipients = [to, payer?.email].filter(
      (address, index, all): address is string => !!address && all.indexOf(address) === index,
    );
    if (recipients.length === 0) return false;
    for (const recipient of recipients) {
      // Each in their own account's language (issue 27).
      const language = (await findLanguageByEmail(tx, recipient)) ?? defaultLanguage;
      await queueEmail(txDeps, {
        to: recipient,
        email: renderPaymentRefundedAutomaticallyEmail({
          email: recipient,
          packageName: emailPackageName(language, payment.packageTier),
          amountText: formatUsdAmount(payment.amountCents, language),
          dateText: formatDisplayDate(now, language, 'UTC'),
          paymentReference: payment.providerReference ?? payment.id,
          refundReference: refund.id,
          reason,
          statusLabel:
            reason === 'path_ended' && applicationWithStudent
              ? emailStatusLabel(language, applicationWithStudent.application.status)
              : null,
          actionUrl: applicationWithStudent
            ? applicationUrl(deps.appUrl, applicationWithStudent.application.id)
            : `${deps.appUrl}/applications`,
          language,
        }),
      });
    }
    return true;
  });
  if (hasQueuedEmail) deps.onEmailQueued();
}
