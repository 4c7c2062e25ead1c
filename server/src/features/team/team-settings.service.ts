// /admin/settings' team part (issue 29, items 1, 3 and 5): the firm's settings (automatic
// assignment, the response-time targets), changed with an audit row; and the signed-in
// consultant's own nudge emails.
import type { TeamSettingsResponse, UpdateTeamSettingsRequest } from '@studypath/domain/team';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import {
  getFirmSettings,
  getNudgeSettings,
  saveFirmSettings,
  saveNudgeSettings,
} from './firm-settings.queries.ts';

export async function getTeamSettings(
  deps: ServiceDeps,
  input: { adminId: string },
): Promise<TeamSettingsResponse> {
  const [firm, mine] = await Promise.all([
    getFirmSettings(deps.db),
    getNudgeSettings(deps.db, input.adminId),
  ]);
  return { firm, mine };
}

export async function updateTeamSettings(
  deps: ServiceDeps,
  input: { adminId: string; change: UpdateTeamSettingsRequest; ip: string },
): Promise<TeamSettingsResponse> {
  await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    if (input.change.firm) {
      const before = await getFirmSettings(tx);
      const after = { ...before, ...input.change.firm };
      await saveFirmSettings(tx, after, deps.now());
      await recordAudit(txDeps, {
        action: 'team_settings_update',
        userId: input.adminId,
        entityType: 'team_settings',
        ipAddress: input.ip,
        details: { ...input.change.firm },
      });
    }
    if (input.change.mine) {
      const before = await getNudgeSettings(tx, input.adminId);
      await saveNudgeSettings(tx, input.adminId, { ...before, ...input.change.mine });
    }
  });
  return getTeamSettings(deps, { adminId: input.adminId });
}
