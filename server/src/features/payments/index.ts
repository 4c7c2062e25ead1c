// What the payments feature offers the rest of the server: other features and app.ts import
// from here, never from the files behind it (the lint's feature boundary).

export {
  findPaymentRecordsOfUser,
  keepPaymentsOfDeletedApplication,
  type PaymentRecordRow,
} from './payment-records.queries.ts';
export { toPaymentRecord } from './payment-views.ts';
export { removeExpiredPaymentRecords } from './payment-retention.ts';
export { paymentsFeature } from './payments.feature.ts';
export { paymentsStudyPathParticipant } from './study-path-participant.ts';
export { exportPaymentsOf } from './payments.export.ts';
