// The caller's own profile: read it with its completion percentage, save a student's profile
// whole, or save an administrator's display name. Input arrives already parsed by the domain
// schemas (profile.routes.ts); the percentage comes from the same domain function the web uses,
// on the server's clock.
import type {
  AdminSettings,
  ProfileFieldName,
  ProfileFields,
  ProfileResponse,
} from '@studypath/domain';
import { computeProfileCompletion, profileFieldNames } from '@studypath/domain';
import type { ProfileRow } from '../../platform/db/schema/index.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  bumpChangeVersion,
  GLOBAL_SCOPE,
  studentScope,
} from '../../platform/events/live-events.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  tellGuardianFieldsSaved,
  type GuardianEmailWatcher,
} from '../../platform/ports/guardian-email-watchers.ts';
import { findProfileByUserId, upsertDisplayName, upsertStudentProfile } from './profile.queries.ts';

type StoredFields = Record<ProfileFieldName, string | null>;

function storedFieldsOf(source: Partial<Record<ProfileFieldName, string | null>>): StoredFields {
  return Object.fromEntries(
    profileFieldNames.map((name) => [name, source[name] ?? null]),
  ) as StoredFields;
}

/** Also the profile of the consultants' user detail (features/users). */
export function toProfileResponse(
  row: Partial<Pick<ProfileRow, ProfileFieldName | 'displayName'>> | undefined,
  today: Date,
): ProfileResponse {
  const fields = storedFieldsOf(row ?? {});
  return {
    ...fields,
    displayName: row?.displayName ?? null,
    completionPercentage: computeProfileCompletion(fields, today),
  };
}

/** The caller's profile; a user who never saved one gets every field null. */
export async function getProfile(
  deps: ServiceDeps,
  input: { userId: string },
): Promise<ProfileResponse> {
  const row = await findProfileByUserId(deps.db, input.userId);
  return toProfileResponse(row, deps.now());
}

export interface SaveStudentProfileInput {
  userId: string;
  /** Parsed by createProfileSchema(today): the whole profile, valid for this date. */
  profile: ProfileFields;
  /** The date the profile was validated for; the answer's percentage uses it too. */
  today: Date;
  ip: string;
}

/** The profile_update entry of a user saving their own profile, from `ip`. */
function recordProfileUpdate(
  deps: ServiceDeps,
  by: { userId: string; ip: string },
  // No field values: the audit trail is readable by every administrator.
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(deps, {
    action: 'profile_update',
    userId: by.userId,
    entityType: 'profile',
    entityId: by.userId,
    ipAddress: by.ip,
    details,
  });
}

/**
 * Stores the profile whole (PUT: a field left out is cleared), records profile_update, and tells
 * the guardian-email watchers (the guardians feature invites a minor's guardian).
 */
export async function saveStudentProfile(
  deps: ServiceDeps & { guardianEmailWatchers: readonly GuardianEmailWatcher[] },
  input: SaveStudentProfileInput,
): Promise<ProfileResponse> {
  const { row, afterCommit } = await deps.db.transaction(async (tx) => {
    // Only `tx` inside: on PGlite (one connection) a query on the outer db would wait forever.
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const previous = await findProfileByUserId(tx, input.userId);
    const saved = await upsertStudentProfile(
      tx,
      input.userId,
      storedFieldsOf(input.profile),
      deps.now(),
    );
    await recordProfileUpdate(txDeps, input, {
      completionPercentage: computeProfileCompletion(saved, input.today),
    });
    // The student's name is on their own messages.
    await bumpChangeVersion(tx, studentScope(input.userId));
    const watchersWork = await tellGuardianFieldsSaved(deps.guardianEmailWatchers, {
      tx,
      studentId: input.userId,
      previousGuardianEmail: previous?.guardianEmail ?? null,
      guardianEmail: saved.guardianEmail,
    });
    return { row: saved, afterCommit: watchersWork };
  });
  await afterCommit();
  return toProfileResponse(row, input.today);
}

/** An administrator's settings: only the display name students see. */
export async function saveAdminSettings(
  deps: ServiceDeps,
  input: { userId: string; settings: AdminSettings; ip: string },
): Promise<ProfileResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const txDeps: ServiceDeps = { ...deps, db: tx };
    const saved = await upsertDisplayName(tx, input.userId, input.settings.displayName, deps.now());
    await recordProfileUpdate(txDeps, input, { changed: ['displayName'] });
    // Every student sees the name on the consultant's messages.
    await bumpChangeVersion(tx, GLOBAL_SCOPE);
    return saved;
  });
  return toProfileResponse(row, deps.now());
}
