import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://shop.example.com' }).optional(),
  DATABASE_PATH: z.string().min(1).default('data/shop.db'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/shop')
    .optional(),
  UPLOADS_DIR: z.string().min(1).default('data/uploads'),
  SESSION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 32-byte key)')
    .optional(),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').default('admin'),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  SEED_DEMO: bool.default(true),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  PAYMENTS: z.enum(['stripe', 'test'], { message: 'must be stripe or test' }).optional(),
  SMTP_URL: z
    .url({ message: 'must be a URL such as smtp://user:pass@smtp.example.com:587 or smtps://…:465' })
    .refine((v) => /^smtps?:\/\/[^/?#]+/.test(v), 'must start with smtp:// or smtps:// and name a host')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      'must be an address such as Shop <shop@example.com>',
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (['false', '0', 'no', ''].includes(v)) return false;
      if (/^[1-9]\d?$/.test(v)) return Number(v);
      if (/^[\d.:a-fA-F/,\s]+$/.test(v) && !['true', '1', 'yes'].includes(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 127.0.0.1), not true: with true every visitor could pick their own address and escape the rate limits',
      });
      return z.NEVER;
    }),
  PAGE_CACHE_MB: z.coerce
    .number({ message: 'must be a number of megabytes' })
    .min(1, 'must be at least 1 (megabyte)')
    .max(4096, 'must be at most 4096 (megabytes)')
    .default(64),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** For tests: background jobs on shorter intervals, `name=ms` pairs (e.g. cart-reminders=1000,mail=200). */
  JOB_INTERVALS: z
    .string()
    .trim()
    .regex(
      /^(?:[a-z][a-z-]*=\d{2,9}(?:,[a-z][a-z-]*=\d{2,9})*)?$/,
      'must be job=milliseconds pairs separated by commas, e.g. cart-reminders=1000',
    )
    .default('')
    .transform((v) =>
      Object.fromEntries(
        v
          .split(',')
          .filter(Boolean)
          .map((pair) => {
            const [name, ms] = pair.split('=');
            return [name as string, Number(ms)];
          }),
      ),
    ),
});

export interface Config {
  env: string;
  port: number;
  host: string;
  publicUrl: string;
  secure: boolean;
  databasePath: string;
  /** DATABASE_URL: PostgreSQL instead of the SQLite file at databasePath (several processes may share it). */
  databaseUrl?: string;
  uploadsDir: string;
  sessionKey: Buffer;
  admin: { username: string; email: string; password?: string };
  seedDemo: boolean;
  payments: 'stripe' | 'test';
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  logLevel: string;
  /** False, the number of proxy hops to trust, or the proxies' addresses (comma-separated IPs/CIDRs). */
  trustProxy: false | number | string;
  /** What the server-rendered pages may hold in memory together (PAGE_CACHE_MB, 64 by default). */
  pageCacheBytes: number;
  /** SMTP_URL unset: messages stay in the outbox (shown in the admin, logged), nothing leaves the machine. */
  mail: { smtpUrl?: string; from?: string };
  /** JOB_INTERVALS (tests): a job's interval in ms instead of its own (src/server/jobs.ts); unset, none. */
  jobIntervals?: Record<string, number>;
}

export class ConfigError extends Error {}

/** Reads the session key from SESSION_KEY, else from a key file next to the database, made once (0600). */
function loadSessionKey(hex: string | undefined, databasePath: string): Buffer {
  if (hex) return Buffer.from(hex, 'hex');
  if (databasePath === ':memory:') return randomBytes(32);
  const file = join(dirname(databasePath), 'session.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-fA-F]{64}$/.test(stored)) throw new ConfigError(`${file} must hold 64 hex characters`);
    return Buffer.from(stored, 'hex');
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** Validates the environment; a bad value throws a ConfigError naming the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  const payments = e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  if (payments === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
  }
  if (payments === 'test' && e.NODE_ENV === 'production' && e.PAYMENTS !== 'test') {
    throw new ConfigError(
      'Invalid PAYMENTS: set STRIPE_SECRET_KEY, or PAYMENTS=test to run the test gateway in production',
    );
  }
  if (payments === 'stripe' && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid STRIPE_WEBHOOK_SECRET: required with Stripe (the signing secret of the webhook endpoint, whsec_…)',
    );
  }
  if (e.DATABASE_URL && !e.SESSION_KEY) {
    throw new ConfigError(
      'Invalid SESSION_KEY: required with DATABASE_URL (every process sharing the database must sign sessions with the same key: openssl rand -hex 32)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.NODE_ENV === 'production' && !publicUrl.startsWith('https:')) {
    throw new ConfigError('Invalid PUBLIC_URL: must be an https:// URL when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secure: publicUrl.startsWith('https:'),
    databasePath: e.DATABASE_PATH,
    databaseUrl: e.DATABASE_URL,
    uploadsDir: e.UPLOADS_DIR,
    sessionKey: loadSessionKey(e.SESSION_KEY, e.DATABASE_PATH),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    payments,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobIntervals: e.JOB_INTERVALS,
  };
}
