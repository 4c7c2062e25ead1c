// Recomputing a path's checklist when the rules table changes (issue 28, item 5). The path keeps
// the rules version and the rule item ids of its last derivation. The first read under a new
// version compares: items added or no longer derived make the path's "Checklist updated on
// {date}: {what changed}", kept until the next change. A new version that changes none of this
// path's items says nothing. Answers or a profile changing the items under the same version only
// move the snapshot: that is the student's own doing, not a rules change.
import { diffChecklistItems } from '@studypath/domain/checklist';
import { z } from 'zod';

export const rulesChangeSchema = z.object({
  changedOn: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type RulesChange = z.infer<typeof rulesChangeSchema>;

export interface StoredSnapshot {
  rulesVersion: string | null;
  itemIds: unknown;
  rulesChange: unknown;
}

export interface SnapshotOutcome {
  rulesChange: RulesChange | null;
  /** What to store, or null when the stored snapshot is current. */
  write: { rulesVersion: string; itemIds: string[]; rulesChange: RulesChange | null } | null;
}

function storedIds(value: unknown): string[] {
  const parsed = z.array(z.string()).safeParse(value);
  return parsed.success ? parsed.data : [];
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export function nextSnapshot(
  stored: StoredSnapshot,
  current: { rulesVersion: string; itemIds: string[]; today: string },
): SnapshotOutcome {
  const kept = rulesChangeSchema.safeParse(stored.rulesChange);
  const storedChange = kept.success ? kept.data : null;
  const before = storedIds(stored.itemIds);
  if (stored.rulesVersion === null) {
    // The first derivation: nothing to compare with.
    const write = {
      rulesVersion: current.rulesVersion,
      itemIds: current.itemIds,
      rulesChange: null,
    };
    return { rulesChange: null, write };
  }
  if (stored.rulesVersion === current.rulesVersion) {
    if (sameIds(before, current.itemIds)) return { rulesChange: storedChange, write: null };
    const { rulesVersion, itemIds } = current;
    return {
      rulesChange: storedChange,
      write: { rulesVersion, itemIds, rulesChange: storedChange },
    };
  }
  const { added, removed } = diffChecklistItems(before, current.itemIds);
  const rulesChange =
    added.length > 0 || removed.length > 0
      ? { changedOn: current.today, added, removed }
      : storedChange;
  return {
    rulesChange,
    write: { rulesVersion: current.rulesVersion, itemIds: current.itemIds, rulesChange },
  };
}
