// The one error body every 4xx/5xx answer carries. `error` is a stable machine code (the coarse
// category), `code` the refusal's own stable code (refusal-codes.ts), `message` is written for a
// person (the API's English), `params` the values that sentence names, `details` lists field
// problems for invalid input.
import { z } from 'zod';
import { refusalCodeSchema, refusalParamsSchema } from './refusal-codes.ts';

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
  code: refusalCodeSchema,
  message: z.string(),
  params: refusalParamsSchema.optional(),
  details: z.array(fieldProblemSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
