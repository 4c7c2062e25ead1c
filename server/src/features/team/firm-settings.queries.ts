// The firm's one settings row (migration 0019 inserts it) and each consultant's nudge choices.
import {
  DEFAULT_COMPLEX_TARGET_MINUTES,
  DEFAULT_TARGET_MINUTES,
  type FirmSettings,
  type NudgeSettings,
} from '@studypath/domain/team';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { consultantPreferences, firmSettings } from '../../platform/db/schema/index.ts';

const defaults: FirmSettings = {
  autoAssign: true,
  targetMinutes: DEFAULT_TARGET_MINUTES,
  complexTargetMinutes: DEFAULT_COMPLEX_TARGET_MINUTES,
};

export async function getFirmSettings(db: Database): Promise<FirmSettings> {
  const [row] = await db
    .select({
      autoAssign: firmSettings.autoAssign,
      targetMinutes: firmSettings.targetMinutes,
      complexTargetMinutes: firmSettings.complexTargetMinutes,
    })
    .from(firmSettings)
    .where(eq(firmSettings.id, 1));
  return row ?? defaults;
}

export async function saveFirmSettings(
  db: Database,
  settings: FirmSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(firmSettings)
    .values({ id: 1, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: firmSettings.id, set: { ...settings, updatedAt: now } });
}

export async function getNudgeSettings(db: Database, userId: string): Promise<NudgeSettings> {
  const [row] = await db
    .select({
      activityEmails: consultantPreferences.activityEmails,
      digestEmails: consultantPreferences.digestEmails,
    })
    .from(consultantPreferences)
    .where(eq(consultantPreferences.userId, userId));
  return row ?? { activityEmails: true, digestEmails: true };
}

export async function saveNudgeSettings(
  db: Database,
  userId: string,
  settings: NudgeSettings,
): Promise<void> {
  await db
    .insert(consultantPreferences)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: consultantPreferences.userId, set: settings });
}
