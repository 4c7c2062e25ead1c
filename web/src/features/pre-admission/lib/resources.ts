// The pre-admission resources of spec part 2 §2: all of them are coming soon, so only their
// names exist (in the preAdmission locale, under these keys).
export const checklistKeys = ['academic', 'language', 'documents', 'finances'] as const;
export const readinessTestKeys = ['science', 'technology', 'engineering', 'mathematics'] as const;

export type ChecklistKey = (typeof checklistKeys)[number];
export type ReadinessTestKey = (typeof readinessTestKeys)[number];
