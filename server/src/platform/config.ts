// Configuration comes only from environment variables, parsed once at start-up. Every problem is
// reported on its own line naming the variable, then the process exits, so a bad deploy fails
// loudly before it touches the data. Secret values are never echoed back.
import path from 'node:path';
import { emailSchema } from '@studypath/domain';
import { z } from 'zod';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const port = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'must be a whole number between 0 and 65535' })
  .transform(Number)
  .pipe(z.number().max(65535, { error: 'must be a whole number between 0 and 65535' }));

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http:// or https:// URL, e.g. https://portal.example.com',
});

const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465',
});

// "Name <address>" or a bare address; the address must be one a mail server accepts.
const mailFrom = z.string().refine(
  (value) => {
    const match = /^\s*(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
    const address = match?.[1] ?? match?.[2];
    return address !== undefined && emailSchema.safeParse(address).success;
  },
  {
    error: 'must be an address such as "StudyPath <no-reply@example.com>" or no-reply@example.com',
  },
);

export const defaultMailFrom = 'StudyPath <no-reply@localhost>';

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// connection URL',
});

// Fastify's trustProxy: true/false, or the addresses/CIDRs of the proxies in front of us. (Fastify 5
// deliberately ignores a hop count, so that form is not offered.)
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'yes') return true;
  if (lower === 'false' || lower === 'no') return false;
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return addresses;
  ctx.addIssue({
    code: 'custom',
    message: 'must be true, false, or a comma-separated list of proxy addresses/CIDRs',
  });
  return z.NEVER;
});

// A storage master key (decision 041): 32 random bytes in base64, as `openssl rand -base64 32`
// prints them. The value itself never appears in a message.
const storageKey = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/]{43}=?$/.test(value), {
    error: 'must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`',
  })
  .transform((value) => Buffer.from(value, 'base64'));

/** The variables that say which keys open the local driver's objects (also read by scripts). */
const storageKeyVariables = {
  STORAGE_ENCRYPTION_KEY: storageKey.optional(),
  STORAGE_ENCRYPTION_PREVIOUS_KEY: storageKey.optional(),
};

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: httpUrl.optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    SESSION_SECRET: z
      .string()
      .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' })
      .optional(),
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('development'),
    TRUST_PROXY: trustProxy.default(false),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailFrom.default(defaultMailFrom),
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be an S3 bucket name (3-63 lowercase letters, digits, dots and hyphens)',
      })
      .optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    S3_SSE_KMS_KEY_ID: z.string().trim().min(1).optional(),
    ...storageKeyVariables,
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_[A-Za-z0-9_]+$/, {
        error: 'must be a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_...)',
      })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_[A-Za-z0-9_]+$/, {
        error: 'must be a Stripe publishable key (pk_live_... or pk_test_...)',
      })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, {
        error: "must be the webhook endpoint's signing secret (whsec_...)",
      })
      .optional(),
    PAYMENTS_PROVIDER: z
      .enum(['stripe', 'simulated'], { error: 'must be stripe or simulated' })
      .optional(),
    FLEET: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .default(false),
  })
  .superRefine((env, ctx) => {
    // Half an admin account is almost certainly a typo in the deployment, not a wish.
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when ADMIN_EMAIL is set',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'is required when ADMIN_PASSWORD is set',
      });
    }
    // S3 is all or nothing: half a storage configuration would silently keep documents on the
    // local disk of one machine, which is exactly what setting it was meant to avoid.
    requireAllOrNone(env, ctx, s3Variables);
    // Stripe too: half of it would silently take "payments" with the simulated provider (or
    // never hear the webhook that makes a payment true).
    requireAllOrNone(env, ctx, stripeVariables);
    checkPaymentsProvider(env, ctx);
    checkStorageEncryption(env, ctx);
    // Several processes (decision 028) must share everything they keep: one database, and files
    // in a bucket every machine reaches. The embedded database and the local storage driver live
    // on one machine's disk.
    if (env.FLEET && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['FLEET'],
        message:
          'is true, so DATABASE_URL must be set: the processes of a fleet share one PostgreSQL database (the embedded database serves a single process)',
      });
    }
    if (env.FLEET && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FLEET'],
        message: `is true, so S3 storage must be set (${s3Variables.join(', ')}): the local storage driver keeps uploaded files on one machine's disk, out of the other processes' reach`,
      });
    }
  });

function requireAllOrNone<Name extends string>(
  env: Partial<Record<Name, unknown>>,
  ctx: z.RefinementCtx,
  names: readonly Name[],
): void {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length === 0) return;
  for (const name of names) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
      });
    }
  }
}

/** Every S3 variable but S3_FORCE_PATH_STYLE (default false) must be set together. */
const s3Variables = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const stripeVariables = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * The local driver encrypts with STORAGE_ENCRYPTION_KEY; a bucket encrypts by itself, with the KMS
 * key S3_SSE_KMS_KEY_ID names (decision 041). A key given to the other driver would protect
 * nothing while looking as if it did, so either is refused there.
 */
function checkStorageEncryption(
  env: {
    S3_BUCKET?: string | undefined;
    S3_SSE_KMS_KEY_ID?: string | undefined;
    STORAGE_ENCRYPTION_KEY?: Buffer | undefined;
    STORAGE_ENCRYPTION_PREVIOUS_KEY?: Buffer | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (env.S3_SSE_KMS_KEY_ID !== undefined && env.S3_BUCKET === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SSE_KMS_KEY_ID'],
      message:
        'is set, but S3_BUCKET is not: it names the KMS key a bucket encrypts with; files on the local disk are encrypted with STORAGE_ENCRYPTION_KEY',
    });
  }
  if (env.S3_BUCKET === undefined) return;
  for (const name of ['STORAGE_ENCRYPTION_KEY', 'STORAGE_ENCRYPTION_PREVIOUS_KEY'] as const) {
    if (env[name] === undefined) continue;
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message:
        'is set, but files are kept in S3 (S3_BUCKET), which encrypts them itself (SSE-S3, or SSE-KMS with S3_SSE_KMS_KEY_ID): remove it',
    });
  }
}

/**
 * The simulated provider lets anyone "pay" with a test card, so in production it runs only when
 * asked for by name (issue 23): a forgotten Stripe variable must stop the start, not give every
 * package away. Outside production (`npm start`, tests) it stays the silent default.
 */
function checkPaymentsProvider(
  env: {
    NODE_ENV: string;
    PAYMENTS_PROVIDER?: 'stripe' | 'simulated' | undefined;
    STRIPE_SECRET_KEY?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const hasStripe = env.STRIPE_SECRET_KEY !== undefined;
  const stripeList = stripeVariables.join(', ');
  if (env.PAYMENTS_PROVIDER === 'stripe' && !hasStripe) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message: `is stripe, so ${stripeList} must be set`,
    });
  }
  if (env.PAYMENTS_PROVIDER === 'simulated' && hasStripe) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message: `is simulated, but ${stripeList} are set: remove them, or set PAYMENTS_PROVIDER=stripe`,
    });
  }
  if (env.NODE_ENV === 'production' && env.PAYMENTS_PROVIDER === undefined && !hasStripe) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_PROVIDER'],
      message: `NODE_ENV is production and no payment provider is set: set ${stripeList} to take card payments through Stripe, or PAYMENTS_PROVIDER=simulated to run with test payments that take no money (anyone can then buy any package with a test card)`,
    });
  }
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (http://host/bucket/key), as MinIO and most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** Objects are encrypted with this KMS key (SSE-KMS); unset: with the bucket's keys (SSE-S3). */
  sseKmsKeyId?: string | undefined;
}

/** The master keys of the local driver's objects (decision 041); none given: DATA_DIR's key file. */
export interface StorageEncryptionConfig {
  key: Buffer | undefined;
  /** Opens objects a rotation or a restore left under the key before; never encrypts. */
  previousKey: Buffer | undefined;
}

export interface Config {
  port: number;
  host: string;
  /** Public origin used in links and to decide whether cookies are Secure; no trailing slash. */
  appUrl: string;
  /**
   * Absolute path of the directory holding the PGlite data and its lock file, local objects and
   * .eml files (and the session secret of versions before decision 028).
   */
  dataDir: string;
  /** PostgreSQL connection URL; undefined means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** From SESSION_SECRET; undefined means "use (or create) the one in the database". */
  sessionSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  /** Whether X-Forwarded-For decides the client IP (rate limits, audit log). */
  trustProxy: boolean | string[];
  /** Absolute path of the built web app; undefined means the default ../web/dist. */
  webDistDir: string | undefined;
  /** SMTP server for outgoing email; undefined writes .eml files to DATA_DIR/mail instead. */
  smtpUrl: string | undefined;
  /** Sender of every email, "Name <address>" or an address. */
  mailFrom: string;
  /** S3-compatible object storage; undefined keeps objects under DATA_DIR/objects. */
  s3: S3Config | undefined;
  storageEncryption: StorageEncryptionConfig;
  /** Card payments through Stripe; undefined takes them with the simulated provider. */
  stripe: StripeConfig | undefined;
  /** Which provider takes payments: derived from `stripe`, said for logs and screens. */
  paymentsProvider: 'stripe' | 'simulated';
  /** FLEET=true: several processes share the database and the bucket (decision 028). */
  isFleet: boolean;
}

/** An empty variable (`PORT=` in a .env file) means "not set", not "set to nothing". */
function presentVariables(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
}

export type ParsedConfig = { ok: true; config: Config } | { ok: false; problems: string[] };

export function parseConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): ParsedConfig {
  const result = envSchema.safeParse(presentVariables(env));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    return { ok: false, problems };
  }
  const parsed = result.data;
  return {
    ok: true,
    config: {
      port: parsed.PORT,
      host: parsed.HOST,
      appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
      dataDir: path.resolve(cwd, parsed.DATA_DIR),
      databaseUrl: parsed.DATABASE_URL,
      sessionSecret: parsed.SESSION_SECRET,
      adminEmail: parsed.ADMIN_EMAIL,
      adminPassword: parsed.ADMIN_PASSWORD,
      logLevel: parsed.LOG_LEVEL,
      nodeEnv: parsed.NODE_ENV,
      trustProxy: parsed.TRUST_PROXY,
      webDistDir: parsed.WEB_DIST_DIR ? path.resolve(cwd, parsed.WEB_DIST_DIR) : undefined,
      smtpUrl: parsed.SMTP_URL,
      mailFrom: parsed.MAIL_FROM.trim(),
      s3:
        parsed.S3_BUCKET === undefined
          ? undefined
          : {
              endpoint: parsed.S3_ENDPOINT ?? '',
              bucket: parsed.S3_BUCKET,
              region: parsed.S3_REGION ?? '',
              accessKeyId: parsed.S3_ACCESS_KEY_ID ?? '',
              secretAccessKey: parsed.S3_SECRET_ACCESS_KEY ?? '',
              forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? false,
              sseKmsKeyId: parsed.S3_SSE_KMS_KEY_ID,
            },
      storageEncryption: {
        key: parsed.STORAGE_ENCRYPTION_KEY,
        previousKey: parsed.STORAGE_ENCRYPTION_PREVIOUS_KEY,
      },
      stripe:
        parsed.STRIPE_SECRET_KEY === undefined
          ? undefined
          : {
              secretKey: parsed.STRIPE_SECRET_KEY,
              publishableKey: parsed.STRIPE_PUBLISHABLE_KEY ?? '',
              webhookSecret: parsed.STRIPE_WEBHOOK_SECRET ?? '',
            },
      paymentsProvider: parsed.STRIPE_SECRET_KEY === undefined ? 'simulated' : 'stripe',
      isFleet: parsed.FLEET,
    },
  };
}

const storageKeyScriptSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  S3_BUCKET: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  ...storageKeyVariables,
  STORAGE_ENCRYPTION_NEW_KEY: storageKey.optional(),
});

export interface StorageKeyScriptConfig extends StorageEncryptionConfig {
  dataDir: string;
  isS3: boolean;
  hasDatabaseUrl: boolean;
  /** `npm run rotate-storage-key`'s target when STORAGE_ENCRYPTION_KEY is set. */
  newKey: Buffer | undefined;
}

/**
 * What backup, restore and rotate-storage-key need to know about storage keys, parsed with the
 * portal's own rules but without requiring the rest of the configuration.
 */
export function parseStorageKeyScriptConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): { ok: true; config: StorageKeyScriptConfig } | { ok: false; problems: string[] } {
  const result = storageKeyScriptSchema.safeParse(presentVariables(env));
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const parsed = result.data;
  return {
    ok: true,
    config: {
      dataDir: path.resolve(cwd, parsed.DATA_DIR),
      isS3: parsed.S3_BUCKET !== undefined,
      hasDatabaseUrl: parsed.DATABASE_URL !== undefined,
      key: parsed.STORAGE_ENCRYPTION_KEY,
      previousKey: parsed.STORAGE_ENCRYPTION_PREVIOUS_KEY,
      newKey: parsed.STORAGE_ENCRYPTION_NEW_KEY,
    },
  };
}

/** Parses process.env, or prints every problem (one per line) to stderr and exits with 1. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseConfig(env);
  if (parsed.ok) return parsed.config;
  process.stderr.write(
    `StudyPath cannot start; fix these environment variables:\n${parsed.problems
      .map((problem) => `  ${problem}\n`)
      .join('')}`,
  );
  process.exit(1);
}
