// npm run fleet: the portal as three processes behind HAProxy on one PostgreSQL and one S3 bucket
// (issue 15, decision 029; the recipe for production in README "Several processes").
//
//   npm run fleet                      build the web app, start the fleet, serve until Ctrl-C
//   npm run fleet -- --port 8080       the proxy's port on 127.0.0.1 (default $PORT, else 8080)
//   npm run fleet -- --dir ./data-fleet  where the fleet's own PostgreSQL, S3 objects and the
//                                      portals' DATA_DIR live (default $DATA_DIR, else ./data-fleet;
//                                      kept between runs)
//   npm run fleet -- --smoke           start, check that requests go round the three processes,
//                                      stop; exit 1 if not (CI)
//
// DATABASE_URL and the S3_* variables, when set, name the database and bucket to use instead of
// the fleet's own loopback PostgreSQL and s3rver. ADMIN_EMAIL/ADMIN_PASSWORD, SMTP_URL, STRIPE_*,
// LOG_LEVEL and the rest reach every portal as they are.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFleet } from './lib/fleet.ts';

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});

const directory = path.resolve(flags.dir ?? process.env.DATA_DIR ?? 'data-fleet');
const proxyPort = Number(flags.port ?? (flags.smoke ? 0 : (process.env.PORT ?? 8080)));

const fleet = await startFleet({
  directory,
  proxyPort,
  env: process.env,
  onOutput: (name, line) => {
    process.stdout.write(`[${name}] ${line}\n`);
  },
});

let isStopping = false;
const stop = async (code: number) => {
  if (isStopping) return;
  isStopping = true;
  await fleet.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

process.stdout.write(
  `\nStudyPath fleet: ${fleet.url} (HAProxy, round-robin over ${fleet.portals
    .map((portal) => `${portal.name} on :${portal.port}`)
    .join(', ')})\nHAProxy status page: ${fleet.statsUrl}\nData: ${directory}\n\n`,
);

if (flags.smoke) {
  // Each answer names the process behind it: nine requests must visit all three, in turn.
  const names: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const answer = await fetch(`${fleet.url}/api/auth/me`);
    await answer.arrayBuffer();
    names.push(answer.headers.get('x-studypath-process') ?? '?');
  }
  const isRoundRobin =
    new Set(names).size === fleet.portals.length &&
    names.every((name, index) => index < 3 || name === names[index - 3]);
  process.stdout.write(`answers came from: ${names.join(' ')}\n`);
  if (!isRoundRobin) process.stdout.write('not round-robin over every process\n');
  await stop(isRoundRobin ? 0 : 1);
}
