// The live event of a change to a student's guardian consent (an invitation, a decision, a link):
// the student's open pages and every consultant's refetch what shows it (decision 023).
import type { Database } from '../../platform/db/client.ts';
import { publishLiveEvent } from '../../platform/events/live-events.ts';

/** `db` must be the transaction of the change. */
export async function publishGuardianChange(db: Database, studentId: string): Promise<void> {
  await publishLiveEvent(db, { kind: 'guardians', id: studentId, studentId });
}
