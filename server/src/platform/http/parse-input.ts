// Parses a request body with a domain schema inside a handler, for bodies whose schema depends on
// the caller (role) or on the clock (the age rule), which Fastify's compile-once validation cannot
// know. Failures leave in the same shape as the shared error handler's: 400 validation_error with
// every problem in details, path joined with '.', except that a refused unknown key is named as
// its own field (zod reports them together on the object itself).
import type { FieldProblem } from '@studypath/domain';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

function toFieldProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...path, key].join('.'),
        message: `The field ${key} cannot be set here`,
      }));
    }
    return [{ field: path.join('.') || 'body', message: issue.message }];
  });
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = toFieldProblems(result.error.issues);
  // Its message is the first problem's, as the shared error handler's (AppError).
  throw new AppError('validation_error', { details });
}
