import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, parseStorageKeyScriptConfig, type Config } from './config.ts';

function parsed(env: Record<string, string>): Config {
  const result = parseConfig(env, '/srv/studypath');
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

/** A whole S3 configuration, for the tests that need one. */
const s3 = {
  S3_ENDPOINT: 'https://s3.ca-central-1.amazonaws.com',
  S3_BUCKET: 'studypath-documents',
  S3_REGION: 'ca-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-value',
};

function problems(env: Record<string, string>): string[] {
  const result = parseConfig(env, '/srv/studypath');
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('parseConfig', () => {
  it('fills in the documented defaults from an empty environment', () => {
    expect(parsed({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('/srv/studypath', 'data'),
      databaseUrl: undefined,
      sessionSecret: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      webDistDir: undefined,
      smtpUrl: undefined,
      mailFrom: 'StudyPath <no-reply@localhost>',
      s3: undefined,
      storageEncryption: { key: undefined, previousKey: undefined },
      stripe: undefined,
      paymentsProvider: 'simulated',
      isFleet: false,
    });
  });

  it('refuses to start in production without a payment provider unless the simulated one is asked for by name', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51Hsecretvalue',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hpublic',
      STRIPE_WEBHOOK_SECRET: 'whsec_signingsecret',
    };
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'PAYMENTS_PROVIDER: NODE_ENV is production and no payment provider is set: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET to take card payments through Stripe, or PAYMENTS_PROVIDER=simulated to run with test payments that take no money (anyone can then buy any package with a test card)',
    ]);
    expect(
      parsed({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'simulated' }).paymentsProvider,
    ).toBe('simulated');
    expect(parsed({ NODE_ENV: 'production', ...stripe }).paymentsProvider).toBe('stripe');
    expect(
      parsed({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'stripe', ...stripe }).stripe,
    ).toBeDefined();
    // Outside production (npm start, the tests) the simulated provider needs no variable.
    expect(parsed({}).paymentsProvider).toBe('simulated');
    expect(problems({ PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'PAYMENTS_PROVIDER: is stripe, so STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set',
    ]);
    expect(problems({ PAYMENTS_PROVIDER: 'simulated', ...stripe })).toEqual([
      'PAYMENTS_PROVIDER: is simulated, but STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET are set: remove them, or set PAYMENTS_PROVIDER=stripe',
    ]);
    expect(problems({ PAYMENTS_PROVIDER: 'paypal' })).toEqual([
      'PAYMENTS_PROVIDER: must be stripe or simulated',
    ]);
  });

  it('declares a fleet only on PostgreSQL with S3 storage, naming what to set otherwise', () => {
    const databaseUrl = 'postgres://studypath@db.internal:5432/studypath';
    expect(parsed({ FLEET: 'true', DATABASE_URL: databaseUrl, ...s3 }).isFleet).toBe(true);
    expect(parsed({ FLEET: 'false' }).isFleet).toBe(false);
    expect(problems({ FLEET: 'true', ...s3 })).toEqual([
      'FLEET: is true, so DATABASE_URL must be set: the processes of a fleet share one PostgreSQL database (the embedded database serves a single process)',
    ]);
    expect(problems({ FLEET: 'true', DATABASE_URL: databaseUrl })).toEqual([
      "FLEET: is true, so S3 storage must be set (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the local storage driver keeps uploaded files on one machine's disk, out of the other processes' reach",
    ]);
    expect(problems({ FLEET: 'true' })).toHaveLength(2);
    expect(problems({ FLEET: 'yes' })).toEqual(['FLEET: must be true or false']);
  });

  it('reads a Stripe configuration given whole and names every variable missing from part of one', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51Hsecretvalue',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hpublic',
      STRIPE_WEBHOOK_SECRET: 'whsec_signingsecret',
    };
    expect(parsed(stripe).stripe).toEqual({
      secretKey: 'sk_test_51Hsecretvalue',
      publishableKey: 'pk_test_51Hpublic',
      webhookSecret: 'whsec_signingsecret',
    });
    expect(problems({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
    ]);
    const swapped = problems({
      ...stripe,
      STRIPE_SECRET_KEY: 'pk_test_oops-secretvalue',
      STRIPE_WEBHOOK_SECRET: 'secretvalue2',
    }).join('\n');
    expect(swapped).toContain('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(swapped).toContain('STRIPE_WEBHOOK_SECRET: must be');
    expect(swapped).not.toContain('secretvalue');
  });

  it('reads an S3 configuration given whole and names every variable missing from half of one', () => {
    expect(parsed({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      bucket: 'studypath-documents',
      region: 'ca-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value',
      forcePathStyle: true,
      sseKmsKeyId: undefined,
    });
    expect(parsed(s3).s3?.forcePathStyle).toBe(false);
    expect(problems({ S3_BUCKET: 'studypath-documents' })).toEqual([
      'S3_ENDPOINT: is required when S3_BUCKET is set',
      'S3_REGION: is required when S3_BUCKET is set',
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set',
    ]);
    const problemText = problems({ ...s3, S3_BUCKET: 'Not A Bucket' }).join('\n');
    expect(problemText).toContain('S3_BUCKET: must be an S3 bucket name');
    expect(problemText).not.toContain('secret-value');
  });

  it('accepts smtp:// and smtps:// URLs for SMTP_URL and a named or bare MAIL_FROM', () => {
    expect(parsed({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(parsed({ SMTP_URL: 'smtps://user:pa%40ss@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pa%40ss@mail.example.com:465',
    );
    expect(parsed({ MAIL_FROM: 'StudyPath Advisors <advisors@example.com>' }).mailFrom).toBe(
      'StudyPath Advisors <advisors@example.com>',
    );
    expect(parsed({ MAIL_FROM: ' no-reply@example.com ' }).mailFrom).toBe('no-reply@example.com');
  });

  it('derives the default APP_URL from PORT and drops a trailing slash from a given one', () => {
    expect(parsed({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(parsed({ APP_URL: 'https://portal.example.com/' }).appUrl).toBe(
      'https://portal.example.com',
    );
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const config = parsed({ DATA_DIR: 'var/sp', WEB_DIST_DIR: '../web/dist' });
    expect(config.dataDir).toBe(path.resolve('/srv/studypath/var/sp'));
    expect(config.webDistDir).toBe(path.resolve('/srv/web/dist'));
  });

  it('lower-cases ADMIN_EMAIL and accepts the admin pair together', () => {
    const config = parsed({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-enough' });
    expect(config.adminEmail).toBe('boss@example.com');
    expect(config.adminPassword).toBe('long-enough');
  });

  it('treats empty variables as unset', () => {
    expect(parsed({ PORT: '', DATABASE_URL: '  ' }).port).toBe(3000);
  });

  it('reads TRUST_PROXY as a boolean or a list of proxy addresses', () => {
    expect(parsed({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parsed({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ APP_URL: 'portal.example.com' }, 'APP_URL: must be an absolute http:// or https:// URL'],
    [
      { DATABASE_URL: 'mysql://db/x' },
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    ],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: must be at least 32 characters'],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL: Invalid email address',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD: must be at least 8 characters',
    ],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_PASSWORD: is required when ADMIN_EMAIL is set'],
    [{ ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL: is required when ADMIN_PASSWORD is set'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be development, production or test'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY: must be true, false, or a comma-separated list'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ MAIL_FROM: 'StudyPath' }, 'MAIL_FROM: must be an address such as'],
    [{ MAIL_FROM: 'StudyPath <not an address>' }, 'MAIL_FROM: must be an address such as'],
  ])('reports %o as one line naming the variable', (env, expected) => {
    const lines = problems(env);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
  });

  it('reads storage encryption keys as 32 bytes of base64, and refuses anything else without echoing it (decision 041)', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const previous = Buffer.alloc(32, 9).toString('base64');
    expect(
      parsed({ STORAGE_ENCRYPTION_KEY: key, STORAGE_ENCRYPTION_PREVIOUS_KEY: ` ${previous}\n` })
        .storageEncryption,
    ).toEqual({ key: Buffer.alloc(32, 7), previousKey: Buffer.alloc(32, 9) });
    for (const bad of ['too-short-secret-value', Buffer.alloc(16).toString('base64'), `${key}AA`]) {
      const lines = problems({ STORAGE_ENCRYPTION_KEY: bad });
      expect(lines).toEqual([
        'STORAGE_ENCRYPTION_KEY: must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`',
      ]);
      expect(lines.join('\n')).not.toContain(bad);
    }
  });

  it('keeps each driver to its own encryption setting: a KMS key for a bucket, storage keys for the disk', () => {
    expect(parsed({ ...s3, S3_SSE_KMS_KEY_ID: 'alias/studypath' }).s3?.sseKmsKeyId).toBe(
      'alias/studypath',
    );
    expect(problems({ S3_SSE_KMS_KEY_ID: 'alias/studypath' })).toEqual([
      expect.stringMatching(/^S3_SSE_KMS_KEY_ID: is set, but S3_BUCKET is not/),
    ]);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      problems({ ...s3, STORAGE_ENCRYPTION_KEY: key, STORAGE_ENCRYPTION_PREVIOUS_KEY: key }),
    ).toEqual([
      expect.stringMatching(/^STORAGE_ENCRYPTION_KEY: is set, but files are kept in S3/),
      expect.stringMatching(/^STORAGE_ENCRYPTION_PREVIOUS_KEY: is set, but files are kept in S3/),
    ]);
  });

  it('reads what the storage key scripts need without the rest of the configuration', () => {
    const newKey = Buffer.alloc(32, 3).toString('base64');
    const result = parseStorageKeyScriptConfig(
      { NODE_ENV: 'production', DATA_DIR: 'elsewhere', STORAGE_ENCRYPTION_NEW_KEY: newKey },
      '/srv/studypath',
    );
    expect(result).toEqual({
      ok: true,
      config: {
        dataDir: path.resolve('/srv/studypath', 'elsewhere'),
        isS3: false,
        hasDatabaseUrl: false,
        key: undefined,
        previousKey: undefined,
        newKey: Buffer.alloc(32, 3),
      },
    });
    expect(parseStorageKeyScriptConfig({ STORAGE_ENCRYPTION_NEW_KEY: 'nope' })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^STORAGE_ENCRYPTION_NEW_KEY: must be 32 random bytes/)],
    });
  });

  it('reports every bad variable at once, one line each, without echoing secret values', () => {
    const lines = problems({
      PORT: 'x',
      SESSION_SECRET: 'tiny-secret',
      LOG_LEVEL: 'loud',
      SMTP_URL: 'ftp://mailer:hunter2-secret@mail.example.com',
    });
    expect(lines).toHaveLength(4);
    expect(lines.map((line) => line.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'SESSION_SECRET',
      'SMTP_URL',
    ]);
    expect(lines.join('\n')).not.toContain('tiny-secret');
    expect(lines.join('\n')).not.toContain('hunter2-secret');
  });
});
