import { z } from 'zod';
import { CART_MAX_PER_PRODUCT_CEILING, DEFAULT_CART_MAX_PER_PRODUCT } from '@pura/core/limits';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The only module that reads the environment. Everything else receives the typed `Config`.
 * Invalid values stop the server at start with a readable list of what is wrong.
 */

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

// The web build sits at <repo>/apps/web/dist. This module runs from src/ in development and
// from the bundled dist/server.js in production, so find the repository root by walking up.
function findDefaultWebDist(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'apps', 'web'))) return path.join(dir, 'apps', 'web', 'dist');
    dir = path.dirname(dir);
  }
  return path.resolve('apps/web/dist');
}
const defaultWebDist = findDefaultWebDist();

const cartMaxRule = `must be a whole number from 1 to ${CART_MAX_PER_PRODUCT_CEILING}, e.g. ${DEFAULT_CART_MAX_PER_PRODUCT}`;

/** The environment's variables, their rules and defaults (exported so a test holds docs/security-limits.md to the defaults). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z
      .url({ message: 'must be an absolute http(s) URL, e.g. https://shop.example.com' })
      .default('http://localhost:3000')
      .transform((v) => v.replace(/\/+$/, '')),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    APPWRITE_PROJECT_ID: z
      .string()
      .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/, 'must be 1–36 characters of a-z, A-Z, 0-9, . _ -')
      .default('pura'),
    ALLOWED_ORIGINS: commaList,
    WEB_DIST: z.string().default(defaultWebDist),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ADMIN_EMAILS: commaList.transform((list) => (list.length ? list : ['admin@pura.local']).map((e) => e.toLowerCase())),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v): boolean | number | string[] => {
        if (['true', 'on', 'yes'].includes(v)) return true;
        if (['false', 'off', 'no'].includes(v)) return false;
        if (/^\d+$/.test(v)) return Number(v);
        return v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }),
    RATE_LIMITS: booleanFlag(true),
    // Slow clients (docs/security-limits.md): the request line and headers must arrive within
    // HEADERS_TIMEOUT_SECONDS, the whole request body within REQUEST_TIMEOUT_SECONDS — enough for a
    // 5 MB image chunk at 50 KB/s, a slow phone connection — and one client may have
    // REQUESTS_IN_FLIGHT_PER_CLIENT requests open at once.
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    REQUESTS_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(64),
    // Unset means "on, except under NODE_ENV=test" (tests opt in with ADMIN_BOOTSTRAP=on).
    ADMIN_BOOTSTRAP: z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_TEAM_ID: z.string().min(1).optional(),
    APPLE_KEY_ID: z.string().min(1).optional(),
    APPLE_PRIVATE_KEY: z.string().min(1).optional(),
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    OIDC_ISSUER: z.url({ message: 'must be the issuer URL, e.g. https://login.example.com/realms/shop' }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().min(1).max(64).default('Single sign-on'),
    DEBUG_PAGES: booleanFlag(true),
    SEED_CATALOGUE: booleanFlag(true),
    S3_ENDPOINT: z.url({ message: 'must be the S3 API URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000' }).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Path-style URLs (endpoint/bucket/key) work with MinIO, Garage, R2, s3rver and AWS alike.
    S3_FORCE_PATH_STYLE: booleanFlag(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Pura <hello@pura.local>'),
    CONTACT_TO: z.email({ message: 'must be an e-mail address' }).optional(),
    // Percent of the after-discount subtotal (docs/product.md §9); decimals allowed, e.g. 8 or 20 or 7.5.
    TAX_RATE: z.coerce.number().min(0, 'must be 0 or more').max(100, 'must be at most 100').default(8),
    // How long a checkout holds its stock before an unpaid reservation is released: the payment
    // step, card entry and a bank's confirmation included, and no longer (docs/security-limits.md).
    RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    // Minutes of stock holding one shopper gets per hour, across all their unpaid checkouts: renewing
    // a checkout again and again cannot hold the stock for longer.
    CHECKOUT_HOLD_MINUTES_PER_HOUR: z.coerce.number().int().min(1).max(60).default(30),
    // Checkouts one shopper may start per hour (each asks the payment provider for an intent).
    CHECKOUTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
    // Units of one product a cart, and so one checkout, may hold; the web app's steppers stop there
    // (docs/security-limits.md 'Checkout stock holds').
    CART_MAX_PER_PRODUCT: z
      .string()
      .regex(/^\d+$/, cartMaxRule)
      .transform(Number)
      .refine((n) => n >= 1 && n <= CART_MAX_PER_PRODUCT_CEILING, cartMaxRule)
      .default(DEFAULT_CART_MAX_PER_PRODUCT),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_live_… or pk_test_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    // Where the Stripe SDK sends its calls; only tests and Stripe's local mocks change it.
    STRIPE_API_URL: z.url().optional(),
    // Production SMS gateway: the server POSTs {to, body} as JSON; without it texts stay in the outbox.
    SMS_GATEWAY_URL: z.url({ message: 'must be the gateway URL, e.g. https://sms.example.com/send' }).optional(),
    // The read cache of document lists and documents (appwrite/databases/document-read-cache.ts); 0 MB turns it off.
    DOCUMENT_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    DOCUMENT_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
    // Resolved sessions kept in memory (appwrite/identity/session-cache.ts), about 2 KB each; 0 turns it off.
    SESSION_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(10_000),
    // Rendered previews kept on this instance's disk (appwrite/storage/preview-cache.ts); 0 turns the cache off.
    PREVIEW_CACHE_MB: z
      .string()
      .regex(/^\d{1,9}$/, 'must be a whole number of megabytes, 0 or more (e.g. 512; 0 turns the preview cache off)')
      .default('512')
      .transform(Number),
  })
  .superRefine((e, ctx) => {
    // A half-configured OAuth provider is a typo, not a choice: say so at start.
    const pairs: Array<[string, string]> = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_CLIENT_ID', 'OIDC_ISSUER'],
      ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    ];
    const env = e as Record<string, unknown>;
    for (const [a, b] of pairs) {
      for (const [set, missing] of [
        [a, b],
        [b, a],
      ] as const) {
        if (env[set] !== undefined && env[missing] === undefined) {
          ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${set} is set` });
        }
      }
    }
    const appleKeyParts = ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
    if (e.APPLE_CLIENT_ID && !e.APPLE_CLIENT_SECRET) {
      for (const name of appleKeyParts) {
        if (!e[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required for Sign in with Apple unless APPLE_CLIENT_SECRET is set' });
      }
    }
    if (!e.APPLE_CLIENT_ID && (e.APPLE_CLIENT_SECRET || appleKeyParts.some((name) => e[name]))) {
      ctx.addIssue({ code: 'custom', path: ['APPLE_CLIENT_ID'], message: 'is required when other APPLE_* variables are set' });
    }
    // Stripe needs all three keys: a partial set must not silently fall back to the test processor.
    const stripeParts = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    if (stripeParts.some((name) => e[name] !== undefined)) {
      for (const name of stripeParts) {
        if (e[name] === undefined)
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when other STRIPE_* variables are set' });
      }
    }
    // Files go to S3 only when it is fully configured; a partial S3_* set must not silently fall back to disk.
    const s3Parts = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3Parts.some((name) => e[name] !== undefined)) {
      for (const name of s3Parts) {
        if (e[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when other S3_* variables are set' });
      }
    }
  });

/** An S3-compatible object store for uploaded files (used instead of DATA_DIR/files when set). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** An OpenID Connect provider the server signs people in with (Google, Apple or a generic one). */
export interface OAuthProviderConfig {
  /** Issuer URL; its /.well-known/openid-configuration names every endpoint. */
  issuer: string;
  clientId: string;
  /** For Apple without a ready-made secret this is empty and `appleKey` signs one per request. */
  clientSecret: string;
}

export interface AppleProviderConfig extends OAuthProviderConfig {
  appleKey: { teamId: string; keyId: string; privateKeyPem: string } | null;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  projectId: string;
  allowedOrigins: string[];
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMs: number;
  adminEmails: string[];
  adminPassword: string | undefined;
  /** Which proxies' X-Forwarded-* headers to believe (client IP for rate limits, https for cookies). */
  trustProxy: boolean | number | string[];
  rateLimits: boolean;
  /** How long a client may take to send its headers, and its whole request; requests one client may have open at once. */
  slowClients: { headersTimeoutMs: number; requestTimeoutMs: number; requestsInFlightPerClient: number };
  /** Create the first admin account at start when there is none. */
  adminBootstrap: boolean;
  oauth: {
    google: OAuthProviderConfig | null;
    apple: AppleProviderConfig | null;
    oidc: (OAuthProviderConfig & { displayName: string }) | null;
  };
  debugPages: boolean;
  seedCatalogue: boolean;
  /** Where uploaded files live: null = the local folder DATA_DIR/files. */
  s3: S3Config | null;
  /** Outgoing mail: without smtpUrl mails stay queued in the outbox. */
  mail: { smtpUrl: string | undefined; mailFrom: string; contactTo: string };
  /** Checkout: tax in basis points (800 = 8 %), stock hold time and limits, and the payment provider. */
  checkout: {
    taxRateBasisPoints: number;
    reservationMs: number;
    /** How long one shopper's unpaid checkouts may hold stock within any hour, together. */
    holdMsPerHour: number;
    checkoutsPerHour: number;
    /** CART_MAX_PER_PRODUCT: units of one product one checkout may hold, told to the web app's cart. */
    maxPerProduct: number;
    /** null = the built-in test card processor. */
    stripe: StripeConfig | null;
  };
  /** Production SMS gateway; null = texts stay in the outbox. */
  smsGatewayUrl: string | null;
  /** Bounds of the document read cache; maxBytes 0 = no cache. */
  documentCache: { maxBytes: number; maxEntries: number };
  /** Bound of the session cache; maxEntries 0 = no cache. */
  sessionCache: { maxEntries: number };
  /** Bound of the disk cache of rendered previews (per instance); maxBytes 0 = no cache. */
  previewCache: { maxBytes: number };
};

/** Stripe keys; `apiUrl` points the SDK at a local fake in tests. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl: string | null;
}

/** Raised when the environment is invalid; its message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment (process.env by default) into the typed server configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    projectId: e.APPWRITE_PROJECT_ID,
    allowedOrigins: e.ALLOWED_ORIGINS,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    adminEmails: e.ADMIN_EMAILS,
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    slowClients: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      // Node requires the request timeout to be at least the headers timeout.
      requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_SECONDS, e.HEADERS_TIMEOUT_SECONDS) * 1000,
      requestsInFlightPerClient: e.REQUESTS_IN_FLIGHT_PER_CLIENT,
    },
    adminBootstrap: e.ADMIN_BOOTSTRAP === undefined ? e.NODE_ENV !== 'test' : ['true', '1', 'on', 'yes'].includes(e.ADMIN_BOOTSTRAP),
    oauth: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { issuer: e.GOOGLE_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : null,
      apple: e.APPLE_CLIENT_ID
        ? {
            issuer: e.APPLE_ISSUER,
            clientId: e.APPLE_CLIENT_ID,
            clientSecret: e.APPLE_CLIENT_SECRET ?? '',
            appleKey:
              e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
                ? { teamId: e.APPLE_TEAM_ID, keyId: e.APPLE_KEY_ID, privateKeyPem: e.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n') }
                : null,
          }
        : null,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, displayName: e.OIDC_NAME }
          : null,
    },
    debugPages: e.DEBUG_PAGES,
    seedCatalogue: e.SEED_CATALOGUE,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    mail: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      contactTo: (e.CONTACT_TO ?? e.ADMIN_EMAILS[0] ?? 'admin@pura.local').toLowerCase(),
    },
    checkout: {
      taxRateBasisPoints: Math.round(e.TAX_RATE * 100),
      reservationMs: e.RESERVATION_MINUTES * 60 * 1000,
      holdMsPerHour: e.CHECKOUT_HOLD_MINUTES_PER_HOUR * 60 * 1000,
      checkoutsPerHour: e.CHECKOUTS_PER_HOUR,
      maxPerProduct: e.CART_MAX_PER_PRODUCT,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL ?? null,
            }
          : null,
    },
    smsGatewayUrl: e.SMS_GATEWAY_URL ?? null,
    documentCache: { maxBytes: Math.round(e.DOCUMENT_CACHE_MB * 1024 * 1024), maxEntries: e.DOCUMENT_CACHE_ENTRIES },
    sessionCache: { maxEntries: e.SESSION_CACHE_ENTRIES },
    previewCache: { maxBytes: e.PREVIEW_CACHE_MB * 1024 * 1024 },
  };
}
