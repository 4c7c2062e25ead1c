// The consultant team's admin calls (issue 29): the team view, the settings, and a path's
// assignment. Admin only. (The sidebar's own counts are the stats feature's.)
import { errorResponseSchema, idParamsSchema } from '@studypath/domain';
import {
  pathAssignmentSchema,
  teamSettingsResponseSchema,
  teamViewSchema,
  updatePathAssignmentRequestSchema,
  updateTeamSettingsRequestSchema,
} from '@studypath/domain/team';
import type { AppDeps } from '../../platform/app-deps.ts';
import { adminErrors } from '../../platform/http/admin-errors.ts';
import { signedInSession } from '../../platform/http/guards.ts';
import type { ZodApp } from '../../platform/http/route-context.ts';
import { getPathAssignment, updatePathAssignment } from './path-assignment.service.ts';
import { getTeamSettings, updateTeamSettings } from './team-settings.service.ts';
import { getTeamView } from './team-view.service.ts';

const pathErrors = { ...adminErrors, 404: errorResponseSchema } as const;

export function registerTeamAdminRoutes(app: ZodApp, appDeps: AppDeps): void {
  const { deps } = appDeps;
  const assignmentDeps = {
    ...deps,
    appUrl: appDeps.config.appUrl,
    onEmailQueued: () => appDeps.emailRelay.kick(),
  };

  app.get('/api/admin/team', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Each consultant’s open paths, overdue waits and answer times (30 days), the team’s answer times by week',
      response: { 200: teamViewSchema, ...adminErrors },
    },
    handler: () => getTeamView(deps),
  });

  app.get('/api/admin/team/settings', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The firm’s assignment and response-time settings, and your own email nudges',
      response: { 200: teamSettingsResponseSchema, ...adminErrors },
    },
    handler: (request) => getTeamSettings(deps, { adminId: signedInSession(request).user.id }),
  });

  app.patch('/api/admin/team/settings', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Change any of the firm’s settings (audited) or your own email nudges',
      body: updateTeamSettingsRequestSchema,
      response: { 200: teamSettingsResponseSchema, ...adminErrors },
    },
    handler: (request) =>
      updateTeamSettings(deps, {
        adminId: signedInSession(request).user.id,
        change: request.body,
        ip: request.ip,
      }),
  });

  app.get('/api/admin/applications/:id/assignment', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Who holds the study path, whether it is complex, and the student’s open wait',
      params: idParamsSchema,
      response: { 200: pathAssignmentSchema, ...pathErrors },
    },
    handler: (request) => getPathAssignment(deps, { id: request.params.id }),
  });

  app.put('/api/admin/applications/:id/assignment', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary:
        'Reassign the study path (audited; the receiving consultant gets an email) or mark it complex',
      params: idParamsSchema,
      body: updatePathAssignmentRequestSchema,
      response: { 200: pathAssignmentSchema, ...pathErrors },
    },
    handler: (request) =>
      updatePathAssignment(assignmentDeps, {
        id: request.params.id,
        change: request.body,
        adminId: signedInSession(request).user.id,
        ip: request.ip,
      }),
  });
}
