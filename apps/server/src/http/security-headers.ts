import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

// Stripe's CSP guide: Stripe.js loads from (*.)js.stripe.com, talks to api.stripe.com and mounts
// its card fields and 3-D Secure challenges in frames from (*.)js.stripe.com and hooks.stripe.com.
const STRIPE_SCRIPTS = 'https://js.stripe.com https://*.js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_FRAMES = 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com';

/**
 * The Content-Security-Policy for every answer. Scripts only from this origin and Stripe: no
 * 'unsafe-inline' or eval, so an injected <script> or on*= attribute never runs (the runtime
 * config block is `type="application/json"`, data the browser does not execute). Styles allow
 * inline because React, Radix and the newsletter pages set `style` attributes, which cannot run
 * code. connect-src names the realtime websocket of PUBLIC_URL besides 'self' for browsers
 * that do not map 'self' to ws(s).
 */
export function contentSecurityPolicy(config: Config): string {
  const publicUrl = new URL(config.publicUrl);
  const websocket = `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${STRIPE_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${websocket} ${STRIPE_API}`,
    `frame-src ${STRIPE_FRAMES}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Browser hardening headers for every response (pages, assets, /v1, /api, errors). HSTS only
 * when the shop is published over https: sent over plain http it would be ignored at best, and
 * on a https-less install it would lock browsers out for a year.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (config.publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Sets them first thing on every request, so even errors thrown by later hooks carry them. */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
