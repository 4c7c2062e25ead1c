// How `npm run backup` asks the running process for a copy of the embedded database (decision
// 028): a Unix socket at DATA_DIR/backup.sock, reachable only by whoever may read DATA_DIR (who
// could read the database files anyway). A client connects; the process answers one JSON line,
// {"ok":true,"bytes":N} followed by the N bytes of the dump, or {"ok":false,"error":"..."}, and
// closes. Only with PGlite: PostgreSQL has pg_dump.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const backupSocketName = 'backup.sock';

export interface BackupSocket {
  close: () => Promise<void>;
}

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, backupSocketName);
}

/**
 * Listens on DATA_DIR/backup.sock. The caller holds the DATA_DIR lock, so a socket file already
 * there was left by a process that died and is removed.
 */
export async function startBackupSocket(options: {
  dataDir: string;
  dump: () => Promise<Uint8Array>;
  onError: (error: unknown) => void;
}): Promise<BackupSocket> {
  const socketPath = backupSocketPath(options.dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    connection.on('error', options.onError);
    options.dump().then(
      (bytes) => {
        connection.write(`${JSON.stringify({ ok: true, bytes: bytes.byteLength })}\n`);
        connection.end(bytes);
      },
      (error: unknown) => {
        options.onError(error);
        const message = error instanceof Error ? error.message : String(error);
        connection.end(`${JSON.stringify({ ok: false, error: message })}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the process listening on DATA_DIR/backup.sock for a dump. Answers undefined when nobody
 * listens there (no socket file, or one left by a process that is gone).
 */
export async function requestDump(dataDir: string): Promise<Uint8Array | undefined> {
  const socketPath = backupSocketPath(dataDir);
  const received = await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = net.createConnection(socketPath);
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('end', () => resolve(Buffer.concat(chunks)));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
  if (received === undefined) return undefined;
  const newline = received.indexOf(0x0a);
  if (newline < 0) throw new Error('the running portal closed the backup socket without answering');
  const header = JSON.parse(received.subarray(0, newline).toString('utf8')) as
    { ok: true; bytes: number } | { ok: false; error: string };
  if (!header.ok)
    throw new Error(`the running portal could not dump its database: ${header.error}`);
  const body = received.subarray(newline + 1);
  if (body.byteLength !== header.bytes) {
    throw new Error(
      `the running portal sent ${body.byteLength} of ${header.bytes} bytes of its database`,
    );
  }
  return new Uint8Array(body);
}
