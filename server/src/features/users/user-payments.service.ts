// A student's payments and refunds for the consultants' user screen (issue 23), those of deleted
// study paths included: each row says which path it paid for, by its title now or the title it
// had when it was deleted (payments.deleted_application_title).
import { studyPathTitle, type AdminUserPayment } from '@studypath/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  findPaymentRecordsOfUser,
  type PaymentRecordRow,
  toPaymentRecord,
} from '../payments/index.ts';
import { findUserWithProfile } from './users.admin.queries.ts';

function toAdminUserPayment(row: PaymentRecordRow): AdminUserPayment {
  return {
    ...toPaymentRecord(row),
    studyPathTitle: row.application ? studyPathTitle(row.application) : row.deletedApplicationTitle,
    deletedApplicationId: row.application ? null : row.deletedApplicationId,
  };
}

/** Newest first; 404 for an account that does not exist. */
export async function listPaymentsOfUserForAdmin(
  deps: ServiceDeps,
  input: { id: string },
): Promise<AdminUserPayment[]> {
  if (!(await findUserWithProfile(deps.db, input.id))) {
    throw new AppError('user.not_found');
  }
  const rows = await findPaymentRecordsOfUser(deps.db, input.id);
  return rows.map(toAdminUserPayment);
}
