import { z } from 'zod';
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

const envSchema = z.object({
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
  RATE_LIMITS: booleanFlag(true),
  DEBUG_PAGES: booleanFlag(true),
  SEED_CATALOGUE: booleanFlag(true),
});

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
  rateLimits: boolean;
  debugPages: boolean;
  seedCatalogue: boolean;
};

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
    rateLimits: e.RATE_LIMITS,
    debugPages: e.DEBUG_PAGES,
    seedCatalogue: e.SEED_CATALOGUE,
  };
}
