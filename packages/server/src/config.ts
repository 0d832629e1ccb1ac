import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { RateLimits } from './platform/rate-limit';

/** The forms Fastify's trustProxy (proxy-addr) accepts, checked here so a typo is a config error, not a crash. */
function isTrustProxy(value: string): boolean {
  // No hop count: this Fastify ignores one (it cannot tell who the nearest peer is), so it would silently do nothing.
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((part) => {
    const [address, bits, ...rest] = part.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
    return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
}

const durationSeconds = z.coerce.number().int().positive();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Unset: 127.0.0.1 while demo accounts with their published passwords exist, else 0.0.0.0 (listen-address.ts).
  HOST: z.string().trim().min(1).optional(),
  ALLOW_DEMO_ON_NETWORK: z.enum(['true', 'false']).default('false'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  PRODUCT: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*$/, 'lowercase letters, digits, - and _')
    .default('cargo'),
  JWT_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: durationSeconds.default(300),
  REFRESH_TOKEN_TTL: durationSeconds.default(14 * 24 * 3600),
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(60).default(10),
  RESET_KEY_TTL: durationSeconds.default(24 * 3600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Cargo Sentry <no-reply@cargo-sentry.local>'),
  DEMO_MAIL_OUTBOX: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: z.url().optional(),
  SUPPORT_PHONE: z.string().default('+7 (800) 000-00-00'),
  SUPPORT_EMAIL: z.email().default('support@cargo-sentry.local'),
  MAP_TILE_URL: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  RATE_LIMIT_WINDOW: durationSeconds.default(60),
  RATE_LIMIT_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CEILING: z.coerce.number().int().positive().default(100),
  RATE_LIMIT_CHECKS: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_API_KEY: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'true, false or comma-separated addresses, CIDRs, loopback, linklocal, uniquelocal')
    // Believing X-Forwarded-For from anyone would let a client pick its own IP and escape per-IP limits.
    .default('false'),
  REQUEST_TIMEOUT: durationSeconds.default(60),
  HEADERS_TIMEOUT: durationSeconds.default(15),
  KEEP_ALIVE_TIMEOUT: durationSeconds.default(72),
  IDLE_TIMEOUT: durationSeconds.default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  DEMO_INCIDENTS: z.coerce.number().int().min(0).default(3000),
  WEB_DIST: z.string().optional(),
  INDEX_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  ANALYSIS_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
  ANALYSIS_QUEUE: z.coerce.number().int().min(0).max(100_000).default(1000),
  SIGN_IN_HOLD_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  DATA_VERSION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  VERIFICATION_PROVIDER: z.enum(['registry', 'http']).default('registry'),
  VERIFICATION_GATEWAY_URL: z
    .url()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  VERIFICATION_GATEWAY_TOKEN: z.string().optional(),
  VERIFICATION_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  VERIFICATION_GATEWAY_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PRUDENCE_CHECK_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // Periodic work and lost jobs (issue 24 §4–5, docs/decisions/0043); short values are for tests.
  JOB_HEARTBEAT_TIMEOUT: z.coerce.number().int().min(3).max(3600).default(60),
  PRUDENCE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  FILTER_DIGEST_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // Identity links of what was stored before they were recorded (issue 27 §1); tests turn it off.
  IDENTITY_BACKFILL: z.enum(['true', 'false']).default('true'),
  // The daily destruction of personal data past its retention period (issue 28 §2); tests turn it off.
  PERSONAL_DATA_DESTRUCTION: z.enum(['true', 'false']).default('true'),
  TESSERACT_BIN: z.string().trim().min(1).default('tesseract'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  /** HOST as set; unset, the address is chosen at start from whether demo accounts exist (listen-address.ts). */
  host: string | undefined;
  /** Serve on a network address although demo accounts with published passwords exist (issue 23 §19). */
  allowDemoOnNetwork: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  product: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a rotated refresh token still works (tabs refreshing at the same moment); later reuse is theft. */
  refreshReuseGrace: number;
  resetKeyTtl: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP_URL, also write each outbox message's link to the log (a demo on one machine; issue 23 §24). */
  demoMailOutbox: boolean;
  publicUrl: string;
  supportPhone: string;
  /** Where feedback and registration notices go. */
  supportEmail: string;
  mapTileUrl: string | null;
  redisUrl: string | undefined;
  /** Auth rate limits (platform/rate-limit.ts, docs/decisions/0010-rate-limits.md). */
  rateLimit: RateLimits;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For / X-Forwarded-Proto to believe for the client IP
   * (rate limits, logs) and the protocol (HSTS, CSP). Off unless set.
   */
  trustProxy: boolean | string;
  /**
   * Seconds, so a client trickling bytes cannot hold a connection open: `request` to receive a whole
   * request (headers and body), `headers` for its headers alone (at most `request`), `keepAlive` an
   * idle kept-alive connection waits for its next request, `idle` a connection may stay silent.
   */
  timeouts: { request: number; headers: number; keepAlive: number; idle: number };
  logLevel: Env['LOG_LEVEL'];
  /** auto: seed demo data on the embedded database only, never automatically on PostgreSQL. */
  demoSeed: Env['DEMO_SEED'];
  demoIncidents: number;
  webDist: string | undefined;
  /** Worker threads for incident-index passes (statistics); 0 runs them on the main thread. */
  indexWorkers: number;
  /**
   * List, map and statistics requests whose handlers run at once, how many may wait, and how long
   * at most a sign-in under way keeps waiting ones from starting (platform/admission.ts).
   */
  admission: { slots: number; queueLimit: number; firstHoldMs: number };
  /**
   * How long a list, map or statistics request carrying X-Min-Data-Version waits for this
   * process's incident index to hold that version before list and summary answer from SQL
   * (docs/decisions/0044).
   */
  dataVersionWaitMs: number;
  /** Where the checks other than risk get their answers (docs/decisions/0013, 0014). */
  verification: VerificationProviderConfig;
  /** Hours between two checks of a monitored INN (commercial prudence, docs/decisions/0030). */
  prudenceCheckHours: number;
  /**
   * Background jobs across processes (docs/decisions/0043): a running job whose heartbeat stopped
   * `heartbeatTimeout` seconds ago is failed as lost; the periodic sweeps run once per their
   * period (seconds) across all processes. `identityBackfill`: whether a start records the
   * identity links of what was stored before they were recorded, until that has ended.
   * `personalDataDestruction`: whether the daily destruction job of personal data runs.
   */
  jobs: {
    heartbeatTimeout: number;
    prudenceSweepSeconds: number;
    filterDigestSweepSeconds: number;
    identityBackfill: boolean;
    personalDataDestruction: boolean;
  };
  /** The `tesseract` binary passport recognition runs (docs/decisions/0029). */
  tesseractBin: string;
}

/** `registry`: our register tables; `http`: an external gateway (api-assist.com protocol). */
type VerificationProviderConfig =
  | { provider: 'registry' }
  | { provider: 'http'; gateway: { url: string; token: string | undefined; timeoutMs: number; retries: number } };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and checks the environment once; every bad variable is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty or blank value (`DATABASE_URL=` in a .env file) means unset, as users of .env files expect.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT) {
    // Node refuses a headers timeout longer than the request timeout.
    throw new ConfigError([`HEADERS_TIMEOUT: at most REQUEST_TIMEOUT (${e.REQUEST_TIMEOUT})`]);
  }
  if (e.VERIFICATION_PROVIDER === 'http' && !e.VERIFICATION_GATEWAY_URL) {
    throw new ConfigError(['VERIFICATION_GATEWAY_URL: required when VERIFICATION_PROVIDER is http']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    allowDemoOnNetwork: e.ALLOW_DEMO_ON_NETWORK === 'true',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    product: e.PRODUCT,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    resetKeyTtl: e.RESET_KEY_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoMailOutbox: e.DEMO_MAIL_OUTBOX === 'true' && !e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    supportPhone: e.SUPPORT_PHONE,
    supportEmail: e.SUPPORT_EMAIL,
    indexWorkers: e.INDEX_WORKERS ?? Math.min(4, availableParallelism()),
    admission: {
      slots: e.ANALYSIS_SLOTS ?? availableParallelism(),
      queueLimit: e.ANALYSIS_QUEUE,
      firstHoldMs: e.SIGN_IN_HOLD_MS,
    },
    dataVersionWaitMs: e.DATA_VERSION_WAIT_MS,
    mapTileUrl: e.MAP_TILE_URL ?? null,
    redisUrl: e.REDIS_URL,
    rateLimit: {
      windowSeconds: e.RATE_LIMIT_WINDOW,
      perIp: e.RATE_LIMIT_IP,
      perAccount: e.RATE_LIMIT_ACCOUNT,
      accountCeiling: e.RATE_LIMIT_CEILING,
      checksPerUser: e.RATE_LIMIT_CHECKS,
      callsPerApiKey: e.RATE_LIMIT_API_KEY,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    timeouts: {
      request: e.REQUEST_TIMEOUT,
      headers: e.HEADERS_TIMEOUT,
      keepAlive: e.KEEP_ALIVE_TIMEOUT,
      idle: e.IDLE_TIMEOUT,
    },
    logLevel: e.LOG_LEVEL,
    demoSeed: e.DEMO_SEED,
    demoIncidents: e.DEMO_INCIDENTS,
    webDist: e.WEB_DIST,
    prudenceCheckHours: e.PRUDENCE_CHECK_HOURS,
    jobs: {
      heartbeatTimeout: e.JOB_HEARTBEAT_TIMEOUT,
      prudenceSweepSeconds: e.PRUDENCE_SWEEP_SECONDS,
      filterDigestSweepSeconds: e.FILTER_DIGEST_SWEEP_SECONDS,
      identityBackfill: e.IDENTITY_BACKFILL === 'true',
      personalDataDestruction: e.PERSONAL_DATA_DESTRUCTION === 'true',
    },
    tesseractBin: e.TESSERACT_BIN,
    verification:
      e.VERIFICATION_PROVIDER === 'http'
        ? {
            provider: 'http',
            gateway: {
              url: e.VERIFICATION_GATEWAY_URL!,
              token: e.VERIFICATION_GATEWAY_TOKEN,
              timeoutMs: e.VERIFICATION_GATEWAY_TIMEOUT_MS,
              retries: e.VERIFICATION_GATEWAY_RETRIES,
            },
          }
        : { provider: 'registry' },
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  return value === 'false' ? false : value;
}

/** Without JWT_SECRET a random one is kept under DATA_DIR so tokens survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
