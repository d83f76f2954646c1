import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';

describe('config/env', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      projectId: 'pura',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      adminEmails: ['admin@pura.local'],
      rateLimits: true,
      debugPages: true,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every invalid variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL: must start with postgres/);
    expect(message).toMatch(/PUBLIC_URL/);
  });

  it('reads comma lists and flags', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMITS: 'off',
      ADMIN_EMAILS: 'Boss@Shop.EU',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.rateLimits).toBe(false);
    expect(config.adminEmails).toEqual(['boss@shop.eu']);
  });
});
