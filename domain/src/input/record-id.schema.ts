// Ids in paths and bodies. Every table keys its rows by UUID; text that is not one cannot name a
// row, and handed to PostgreSQL it fails the uuid cast with a 500 instead of a 404.
import { z } from 'zod';
import { textSchema } from './text.schema.ts';

export const INVALID_ID_MESSAGE = 'Invalid id';

export const recordIdSchema = textSchema({ error: INVALID_ID_MESSAGE }).pipe(
  z.uuid({ error: INVALID_ID_MESSAGE }),
);

/** Path parameters of `/.../{id}` routes. */
export const idParamsSchema = z.object({ id: recordIdSchema });
