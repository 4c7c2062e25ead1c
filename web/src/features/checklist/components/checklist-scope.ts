import type { ChecklistAudience } from '../api/query-keys.ts';

/** Whose checklist a part of the section shows, and through which endpoints it answers. */
export interface ChecklistScope {
  applicationId: string;
  audience: ChecklistAudience;
}
