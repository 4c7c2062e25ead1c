// A fresh installation needs one administrator to sign in with. At every start-up: if no admin
// exists, create one (verified) from ADMIN_EMAIL/ADMIN_PASSWORD, or as admin@localhost with a
// generated password that the caller shows once. Once an admin exists this does nothing, so the
// generated password is never shown again. An existing student is never promoted silently.
import { randomBytes } from 'node:crypto';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { createUser } from './users.service.ts';
import { findUserByEmail, hasAnyAdmin } from '../../platform/people/people.queries.ts';

/** Valid under the HTML5 email grammar the login schema uses (single-label domains allowed). */
export const defaultAdminEmail = 'admin@localhost';

export type FirstAdminOutcome =
  | { status: 'admin_exists'; warning?: string }
  | { status: 'created'; email: string; generatedPassword?: string }
  | { status: 'email_taken_by_student'; email: string; warning: string };

function studentNotPromotedWarning(email: string, isAdminMissing: boolean): string {
  return (
    `The account ${email} is a student account; it was not promoted to administrator.` +
    (isAdminMissing ? ' No administrator exists: set ADMIN_EMAIL to an unused address.' : '')
  );
}

/** 24 characters from 18 random bytes (144 bits), URL-safe so it is easy to copy. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function ensureFirstAdmin(
  deps: ServiceDeps,
  options: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<FirstAdminOutcome> {
  const configured = options.adminEmail
    ? await findUserByEmail(deps.db, options.adminEmail)
    : undefined;

  if (await hasAnyAdmin(deps.db)) {
    if (configured && configured.role !== 'admin') {
      return {
        status: 'admin_exists',
        warning: studentNotPromotedWarning(configured.email, false),
      };
    }
    return { status: 'admin_exists' };
  }

  const email = options.adminEmail ?? defaultAdminEmail;
  const existing = configured ?? (await findUserByEmail(deps.db, email));
  if (existing) {
    return {
      status: 'email_taken_by_student',
      email,
      warning: studentNotPromotedWarning(email, true),
    };
  }

  if (options.adminPassword) {
    await createUser(deps, {
      email,
      password: options.adminPassword,
      role: 'admin',
      isEmailVerified: true,
    });
    return { status: 'created', email };
  }
  const generatedPassword = generateAdminPassword();
  await createUser(deps, {
    email,
    password: generatedPassword,
    role: 'admin',
    isEmailVerified: true,
  });
  return { status: 'created', email, generatedPassword };
}
