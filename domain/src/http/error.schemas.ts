// The one error body every 4xx/5xx answer carries. `error` is a stable machine code, `message` is
// written for a person, `details` lists field problems for invalid input.
import { z } from 'zod';

export const errorCodes = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'csrf_invalid',
  'email_not_verified',
  'not_found',
  'request_timeout',
  'conflict',
  /** A student's deletion of a study path that holds a payment (409): it is kept for the records. */
  'path_holds_payment',
  /** The card was refused by the payment provider (402). */
  'payment_declined',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  'headers_too_large',
  'service_unavailable',
  /** The payment provider failed or could not be reached (502). */
  'payment_provider_error',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldProblemSchema = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const errorResponseSchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  details: z.array(fieldProblemSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
