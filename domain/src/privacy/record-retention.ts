// How long the portal keeps what the privacy text promises to keep (part 1 §1) once the account it
// belonged to is gone (issue 30, decision 042): application documents seven years from their
// upload; payment records seven years from the payment, the business records tax law asks for
// (Canada's six years after the end of the tax year they concern always falls within them). One
// rule for the server's sweeps and for the page that says until when.

export const APPLICATION_DOCUMENT_RETENTION_YEARS = 7;
export const PAYMENT_RECORD_RETENTION_YEARS = 7;

/** `from` plus whole calendar years, in UTC (29 February lands on 1 March). */
export function addYears(from: Date, years: number): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/** The day an application document uploaded at `uploadedAt` is removed. */
export function documentKeptUntil(uploadedAt: Date): Date {
  return addYears(uploadedAt, APPLICATION_DOCUMENT_RETENTION_YEARS);
}

/** The day a payment or refund made at `paidAt` is removed, once its account is gone. */
export function paymentKeptUntil(paidAt: Date): Date {
  return addYears(paidAt, PAYMENT_RECORD_RETENTION_YEARS);
}
