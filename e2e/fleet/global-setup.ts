// Starts the fleet the journey runs against (scripts/lib/test-fleet.ts, the start-up the failure
// tests use too): three portals behind HAProxy, on the PostgreSQL server DATABASE_URL names (in a
// database of the run's own, dropped after) or one the fleet starts on loopback, and s3rver.
// Returns the teardown. Starts nothing when E2E_FLEET_URL names a fleet already running (the
// failure tests run the journey against theirs first: FLEET_JOURNEY=true).
import { createBenchDatabase } from '../../scripts/lib/bench-poll-postgres.ts';
import { startTestFleet } from '../../scripts/lib/test-fleet.ts';
import { E2E_ADMIN } from '../support/constants.ts';
import { E2E_FLEET_DIR, E2E_FLEET_PORT, isFleetRunning } from '../support/fleet-env.ts';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (isFleetRunning) return undefined;
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createBenchDatabase(serverUrl) : null;
  try {
    const testFleet = await startTestFleet({
      directory: E2E_FLEET_DIR,
      proxyPort: E2E_FLEET_PORT,
      admin: E2E_ADMIN,
      env: database ? { DATABASE_URL: database.url } : {},
    });
    return async () => {
      await testFleet.stop();
      await database?.drop();
    };
  } catch (error) {
    await database?.drop();
    throw error;
  }
}
