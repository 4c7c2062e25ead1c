// Starts the fleet the journey runs against (scripts/lib/fleet.ts, as `npm run fleet` does):
// three portals behind HAProxy, on the PostgreSQL server DATABASE_URL names (in a database of the
// run's own, dropped after) or one the fleet starts on loopback, and s3rver. Returns the teardown.
import { createBenchDatabase } from '../../scripts/lib/bench-poll-postgres.ts';
import { startFleet } from '../../scripts/lib/fleet.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { E2E_FLEET_DIR, E2E_FLEET_PORT } from '../support/fleet-env.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createBenchDatabase(serverUrl) : null;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const output: string[] = [];
  try {
    const fleet = await startFleet({
      directory: E2E_FLEET_DIR,
      proxyPort: E2E_FLEET_PORT,
      env,
      onOutput: (name, line) => {
        output.push(`[${name}] ${line}`);
        if (output.length > 200) output.shift();
      },
    });
    return async () => {
      await fleet.stop();
      await database?.drop();
    };
  } catch (error) {
    await database?.drop();
    process.stderr.write(`${output.join('\n')}\n`);
    throw error;
  }
}
