// What sending an invitation needs, from the app's one dependencies object: the routes and the
// profile's port both build it here.
import type { AppDeps } from '../../platform/app-deps.ts';
import type { InvitationDeps } from './invitations.service.ts';

export function invitationDepsOf(
  deps: Pick<AppDeps, 'deps' | 'config' | 'emailRelay'>,
): InvitationDeps {
  return {
    ...deps.deps,
    appUrl: deps.config.appUrl,
    onEmailQueued: () => deps.emailRelay.kick(),
  };
}
