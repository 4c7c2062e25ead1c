// The study path fields the student dashboard reads (part 1 §3). The full entity and its domain
// schema come with the study path issue; this reader checks only what the dashboard uses.
export interface ApplicationSummary {
  id: string;
  status: string;
  specificProgram: string | null;
  fieldOfStudy: string | null;
  createdAt: string;
  updatedAt: string;
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function readApplicationSummary(value: unknown): ApplicationSummary {
  if (typeof value !== 'object' || value === null) throw new Error('Invalid study path');
  const item = value as Record<string, unknown>;
  const { id, status, createdAt, updatedAt } = item;
  if (
    typeof id !== 'string' ||
    typeof status !== 'string' ||
    typeof createdAt !== 'string' ||
    typeof updatedAt !== 'string'
  ) {
    throw new Error('Invalid study path');
  }
  return {
    id,
    status,
    specificProgram: optionalText(item.specificProgram),
    fieldOfStudy: optionalText(item.fieldOfStudy),
    createdAt,
    updatedAt,
  };
}
