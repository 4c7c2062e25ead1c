// `npm run dev`: the API server restarted on change (node --watch) and Vite with hot reload,
// which proxies /api to the server. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('node', ['--watch', '--watch-preserve-output', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
