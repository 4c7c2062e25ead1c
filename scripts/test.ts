// `npm test`: every suite, in the order a failure is cheapest to find. Unit and integration tests
// run in one Vitest invocation (domain, server, web projects); then the web is built and the
// Playwright journeys run in Debian's Chromium, which this script installs when it can; between
// them, the landing page's JavaScript is held to its budget (scripts/measure-landing.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Debian's Chromium for the browser tests (apt-get install chromium)...");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    });
    if (existsSync(chromiumPath)) return;
  }
  console.error(
    `Browser tests need Debian's Chromium at ${chromiumPath}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`,
  );
  process.exit(1);
}

ensureChromium();
run('vitest', ['run']);
run('npm', ['run', 'build']);
run('npm', ['run', 'measure:landing', '--', '--check']);
run('playwright', ['test', '-c', 'e2e/playwright.config.ts']);
