// Who gets a new study path (issue 29, item 1): the consultant with the fewest open paths; among
// equals, the one who has waited longest since their last assignment (never assigned first); then
// the oldest account, so the choice never depends on the order the database answered in.
export interface ConsultantCandidate {
  id: string;
  /** Paths assigned to them that have not ended (not in a terminal status). */
  openPaths: number;
  /** When a path was last assigned to them; null if never. */
  lastAssignedAt: Date | null;
  /** When the account was created: the last tie-breaker. */
  createdAt: Date;
}

function compareCandidates(a: ConsultantCandidate, b: ConsultantCandidate): number {
  if (a.openPaths !== b.openPaths) return a.openPaths - b.openPaths;
  const lastA = a.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const lastB = b.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (lastA !== lastB) return lastA - lastB;
  const createdDifference = a.createdAt.getTime() - b.createdAt.getTime();
  return createdDifference !== 0 ? createdDifference : a.id.localeCompare(b.id);
}

/** The consultant the rule picks, or null when there is none to pick. */
export function pickConsultant(
  candidates: readonly ConsultantCandidate[],
): ConsultantCandidate | null {
  return [...candidates].sort(compareCandidates)[0] ?? null;
}

/**
 * Shares paths out one at a time by the same rule (an administrator deleted or demoted, their
 * paths going to the rest of the team): each path counts for whoever took the one before.
 * Answers the consultant id for each path id, in the order given.
 */
export function shareOutPaths(
  pathIds: readonly string[],
  candidates: readonly ConsultantCandidate[],
  now: Date,
): Map<string, string> {
  const pool = candidates.map((candidate) => ({ ...candidate }));
  const shares = new Map<string, string>();
  for (const pathId of pathIds) {
    const chosen = pickConsultant(pool);
    if (!chosen) break;
    shares.set(pathId, chosen.id);
    chosen.openPaths += 1;
    chosen.lastAssignedAt = now;
  }
  return shares;
}
