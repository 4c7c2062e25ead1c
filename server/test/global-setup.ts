// Runs once per test run, before any worker: migrates a template database and tells the workers
// (through vitest's provide/inject) where to copy theirs from. PGlite: a data-dir dump in a temp
// file. PostgreSQL (DATABASE_URL set): a template database on that server; the role needs CREATEDB.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase, openPostgresDatabase } from '../src/platform/db/client.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { databaseUrlFor } from './database-url.ts';

export type TestDatabaseTemplate =
  | { driver: 'pglite'; dumpPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string; runPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return setupPostgresTemplate(project, serverUrl);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'studypath-test-'));
  const database = await openPgliteDatabase();
  try {
    await migrateDatabase(database);
    if (database.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.client.dumpDataDir('none');
    const dumpPath = path.join(directory, 'template.tar');
    await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { driver: 'pglite', dumpPath });
  } finally {
    await database.close();
  }
  return async () => {
    await fs.rm(directory, { recursive: true, force: true });
  };
}

async function setupPostgresTemplate(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const runPrefix = `sp_test_${randomBytes(4).toString('hex')}`;
  const templateName = `${runPrefix}_template`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database "${templateName}"`);
  } finally {
    await admin.end();
  }
  const template = openPostgresDatabase(databaseUrlFor(serverUrl, templateName));
  try {
    await migrateDatabase(template);
  } finally {
    // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
    await template.close();
  }
  project.provide('testDatabaseTemplate', {
    driver: 'postgres',
    serverUrl,
    templateName,
    runPrefix,
  });

  return async () => {
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    try {
      // Per-file databases are dropped by their workers; this catches any a crashed worker left.
      const leftovers = await cleanup<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${runPrefix}%`}`;
      for (const { datname } of leftovers) {
        await cleanup.unsafe(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await cleanup.end();
    }
  };
}
