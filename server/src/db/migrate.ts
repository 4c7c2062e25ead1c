// Applies the SQL files drizzle-kit generated in server/drizzle, with the migrator that matches the
// driver. Drizzle records applied files in drizzle.__drizzle_migrations, so this runs at every
// start-up and only does work after an upgrade.
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') await migratePglite(handle.native, { migrationsFolder });
  else await migratePostgres(handle.native, { migrationsFolder });
}
