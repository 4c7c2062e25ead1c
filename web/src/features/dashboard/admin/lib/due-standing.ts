/** Where a wait stands against its due time: how long until it is due, or how long past it. */
export type DueStanding =
  { isOverdue: false; dueInMs: number } | { isOverdue: true; overdueMs: number };

/** Due exactly now reads as "Due in 0 min": overdue starts after the due time, not at it. */
export function dueStanding(dueAt: string, now: number): DueStanding {
  const remainingMs = Date.parse(dueAt) - now;
  return remainingMs < 0
    ? { isOverdue: true, overdueMs: -remainingMs }
    : { isOverdue: false, dueInMs: remainingMs };
}
