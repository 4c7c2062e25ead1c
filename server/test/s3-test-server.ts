// An S3-compatible server (s3rver) on 127.0.0.1 with a random port and a fresh directory, for the
// S3 driver's tests: the real AWS SDK talks real HTTP to it, with real signatures. It answers the
// server-side encryption a write asked for, as a bucket does (s3rver-encryption.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/platform/config.ts';
import { emulateS3Encryption } from './s3rver-encryption.ts';

export interface S3TestServer {
  config: S3Config;
  close: () => Promise<void>;
}

export async function startS3TestServer(bucket = 'studypath-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'studypath-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  emulateS3Encryption(server);
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
