export const E2E_PORT = 3217;

/** The first administrator the server creates from ADMIN_EMAIL / ADMIN_PASSWORD at start-up. */
export const E2E_ADMIN = {
  email: 'consultant@e2e.studypath.test',
  password: 'e2e-admin-password-1',
} as const;
