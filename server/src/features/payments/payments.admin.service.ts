// The consultant's side of payments (decision 024): every payment and refund of a path, and the
// refund of a card payment within 7 days of it. The provider is asked first, outside any
// transaction, with the idempotency key `refund:<payment id>`; if it fails, nothing is written
// (502). Then one transaction, the path and the payment locked: the refund row, the payment's new
// status, the path's payment fields derived again (back to the tier it had before), the path's
// pending payments cancelled (they were priced on what it held), the audit row payment_refunded,
// the student's email and the live event; their intents are cancelled with the provider after it.
// A payment taken but never applied (its automatic refund failed) may be refunded at any time.
import {
  defaultLanguage,
  formatDisplayDate,
  formatUsdAmount,
  isWithinRefundWindow,
  REFUND_WINDOW_DAYS,
  type AdminPayment,
} from '@studypath/domain';
import type { PaymentRow } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findApplicationById,
  findApplicationWithStudent,
  applicationUrl,
} from '../applications/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderPaymentRefundedEmail } from './emails/payment-refunded.ts';
import { findGuardianPayer } from './payer.queries.ts';
import { publishApplicationChange } from '../../platform/events/live-events.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { withProvider } from './payment-intents.service.ts';
import { isRefundableKind, toAdminPayment } from './payment-views.ts';
import { ownedTier, recomputePathPayment } from './path-payment.ts';
import { isRefundOwed, recordRefund, refundIdempotencyKey } from './payment-refunds.ts';
import {
  findPaymentById,
  findPaymentsOfApplication,
  hasLaterSucceededPayment,
} from './payments.queries.ts';
import { cancelIntentsAfterCommit, cancelPendingPaymentsOfPath } from './pending-payments.ts';
import { emailPackageName } from '../../platform/email/email-texts.ts';
import { findLanguageByEmail } from '../../platform/people/user-language.ts';

/** Newest first; 404 for a path that does not exist. */
export async function listPaymentsForAdmin(
  deps: ServiceDeps,
  input: { applicationId: string },
): Promise<AdminPayment[]> {
  if (!(await findApplicationById(deps.db, input.applicationId))) {
    throw new AppError('study_path.not_found');
  }
  const rows = await findPaymentsOfApplication(deps.db, input.applicationId);
  const now = deps.now();
  return rows.map((row) => toAdminPayment(row, { now, hasLaterPayment: hasLaterIn(rows, row) }));
}

function hasLaterIn(rows: readonly PaymentRow[], row: PaymentRow): boolean {
  const at = row.succeededAt;
  return (
    at !== null &&
    rows.some(
      (other) =>
        other.id !== row.id &&
        other.kind === 'payment' &&
        other.status === 'succeeded' &&
        other.succeededAt !== null &&
        other.succeededAt > at,
    )
  );
}

/** Throws the 409 that says why `payment` cannot be refunded now, if it cannot. */
async function checkRefundable(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  if (isRefundOwed(payment) && payment.providerReference) {
    // Taken but never applied (the path had changed), and its automatic refund failed: it must
    // go back whatever its age, as long as the provider that took it is the one configured.
    if (payment.provider !== deps.provider.name) throw new AppError('refund.other_provider');
    return;
  }
  if (payment.kind !== 'payment') throw new AppError('refund.not_succeeded');
  if (payment.status === 'refunded') throw new AppError('refund.already_refunded');
  if (payment.provider === 'free') throw new AppError('refund.free');
  if (!isRefundableKind(payment) || !payment.succeededAt || !payment.providerReference) {
    throw new AppError('refund.not_succeeded');
  }
  if (!isWithinRefundWindow(payment.succeededAt, deps.now())) {
    throw new AppError('refund.window_passed', {
      // The UTC day it was paid, as the English and the screens show it.
      params: { days: REFUND_WINDOW_DAYS, paidOn: payment.succeededAt.toISOString().slice(0, 10) },
    });
  }
  if (payment.provider !== deps.provider.name) throw new AppError('refund.other_provider');
  if (
    payment.applicationId &&
    (await hasLaterSucceededPayment(deps.db, payment.applicationId, payment.succeededAt))
  ) {
    throw new AppError('refund.later_payment');
  }
}

/** Answers the payment, now refunded. */
export async function refundPayment(
  deps: PaymentDeps,
  input: { adminId: string; ip: string; paymentId: string },
): Promise<AdminPayment> {
  const notFound = new AppError('payment.not_found');
  const found = await findPaymentById(deps.db, input.paymentId);
  if (!found) throw notFound;
  await checkRefundable(deps, found);
  const refund = await withProvider(() =>
    deps.provider.refund({
      intentId: found.providerReference ?? '',
      amountCents: found.amountCents,
      idempotencyKey: refundIdempotencyKey(found.id),
    }),
  );

  let canceled: PaymentRow[] = [];
  const refunded = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const applicationWithStudent = found.applicationId
      ? await findApplicationWithStudent(tx, found.applicationId, { forUpdate: true })
      : undefined;
    const payment = await findPaymentById(tx, found.id, { forUpdate: true });
    if (!payment) throw notFound;
    // A second refund of the same payment at the same moment got the same refund from the
    // provider (same key) and wrote it first: answer what it wrote.
    if (payment.status === 'refunded') return payment;
    // The provider has given the money back: it is recorded whatever changed meanwhile.
    const now = deps.now();
    const updated = await recordRefund(tx, { payment, refund, now });
    const after = applicationWithStudent
      ? await recomputePathPayment(tx, applicationWithStudent.application.id, now)
      : undefined;
    // An intent created before the refund was priced against what the path held then (an
    // upgrade paying only the difference): it must not be paid now.
    if (applicationWithStudent)
      canceled = await cancelPendingPaymentsOfPath(tx, applicationWithStudent.application.id);
    await recordAudit(txDeps, {
      action: 'payment_refunded',
      userId: input.adminId,
      entityType: 'application',
      entityId: payment.applicationId,
      ipAddress: input.ip,
      details: {
        paymentId: payment.id,
        packageTier: payment.packageTier,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reference: payment.providerReference,
        refundReference: refund.id,
        tierAfter: after ? ownedTier(after) : null,
      },
    });
    if (applicationWithStudent) {
      const tierAfter = after ? ownedTier(after) : null;
      // The student is told, and a guardian who paid on their behalf too: it is their card.
      const payer = payment.paidBy ? await findGuardianPayer(tx, payment.paidBy) : undefined;
      const recipients = [applicationWithStudent.email];
      if (payer && payer.email !== applicationWithStudent.email) recipients.push(payer.email);
      for (const to of recipients) {
        // Each in their own account's language (issue 27).
        const language = (await findLanguageByEmail(tx, to)) ?? defaultLanguage;
        await queueEmail(txDeps, {
          to,
          email: renderPaymentRefundedEmail({
            email: to,
            packageName: emailPackageName(language, payment.packageTier),
            amountText: formatUsdAmount(payment.amountCents, language),
            dateText: formatDisplayDate(now, language, 'UTC'),
            paymentReference: payment.providerReference ?? payment.id,
            refundReference: refund.id,
            currentPackageName: tierAfter ? emailPackageName(language, tierAfter) : null,
            applicationUrl: applicationUrl(deps.appUrl, applicationWithStudent.application.id),
            language,
          }),
        });
      }
      await publishApplicationChange(tx, applicationWithStudent.application.id);
    }
    return updated;
  });
  deps.onEmailQueued();
  await cancelIntentsAfterCommit(deps, canceled);
  return toAdminPayment(refunded, { now: deps.now(), hasLaterPayment: false });
}
