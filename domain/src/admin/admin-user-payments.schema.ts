// GET /api/admin/users/{id}/payments: every payment and refund of a student for the consultants'
// user screen, those of deleted study paths included (issue 23): a path's own Payments card
// (/admin/applications/{id}) goes with the path, the rows and this list do not.
import { z } from 'zod';
import { adminPaymentSchema } from '../payments/payment.schema.ts';

export const adminUserPaymentSchema = adminPaymentSchema
  .omit({ refundable: true, refundableUntil: true })
  .extend({
    /** What the path is called now, or was called when it was deleted; null if never recorded. */
    studyPathTitle: z.string().nullable(),
    /** The deleted path's id (applicationId is then null); null while the path exists. */
    deletedApplicationId: z.string().nullable(),
  });
export type AdminUserPayment = z.infer<typeof adminUserPaymentSchema>;
export const adminUserPaymentListResponseSchema = z.array(adminUserPaymentSchema);
