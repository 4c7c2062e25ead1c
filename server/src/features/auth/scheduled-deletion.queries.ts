// Whether the account signing in is scheduled for deletion (issue 30): the sign-in answer says
// when, so the portal offers to cancel it. Read here rather than through the account-deletion
// feature, whose deletion steps import features that import this one.
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { accountDeletions } from '../../platform/db/schema/index.ts';

export async function findDeletionDueAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: accountDeletions.dueAt })
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, userId))
    .limit(1);
  return row?.dueAt ?? null;
}
