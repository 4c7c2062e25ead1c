// The refusals every consultant call may answer, for the route schemas (and so the OpenAPI
// description): a request that does not parse, no session, a session that is not an admin's.
import { errorResponseSchema } from '@studypath/domain';

export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;
