// The form checks a save with the schema PUT /api/user/profile uses (part 1 §5), so the server
// and the form agree on every rule and message.
import { createProfileSchema, type ProfileProblem } from '@studypath/domain/profile';
import type { ProfilePayload } from './profile-form-values.ts';

/** Every problem of a save, at most one per field (the first the schema reports). */
export function validateProfile(payload: ProfilePayload, today: Date): ProfileProblem[] {
  const parsed = createProfileSchema(today).safeParse(payload);
  if (parsed.success) return [];
  const problems: ProfileProblem[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || seen.has(field)) continue;
    seen.add(field);
    problems.push({ field: field as ProfileProblem['field'], message: issue.message });
  }
  return problems;
}
