import { z } from 'zod';
import { textSchema } from './text.schema.ts';

/** A whole number from a query string ('2') or a JavaScript caller (2), 1..max, else `fallback`. */
export const wholeNumberQuerySchema = (max: number, fallback: number) =>
  z
    .union([
      z.int(),
      textSchema()
        .regex(/^\d{1,9}$/, { error: 'Must be a whole number' })
        .transform(Number),
    ])
    .pipe(
      z
        .int()
        .min(1, { error: 'Must be at least 1' })
        .max(max, { error: `Must be at most ${max}` }),
    )
    .default(fallback);
