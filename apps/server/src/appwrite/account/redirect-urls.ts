import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Links the server puts in mails and redirects (verification, recovery, OAuth success/failure)
 * may only point at this shop: the hosts of PUBLIC_URL and ALLOWED_ORIGINS (ports do not matter,
 * as in Appwrite's platform check). Never the request's own Host: anyone can send
 * `X-Forwarded-Host: evil.example` with a recovery request and have a genuine mail from the shop
 * carry a reset secret to their site. While PUBLIC_URL is a loopback address (development), any
 * loopback name is this machine and allowed.
 */
export function allowedRedirectHosts(request: FastifyRequest): string[] {
  const { publicUrl, allowedOrigins } = request.server.config;
  const hosts = new Set<string>();
  for (const origin of [publicUrl, ...allowedOrigins]) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // ALLOWED_ORIGINS entries that are not URLs simply allow nothing.
    }
  }
  if ([...hosts].some(isLoopback)) for (const host of LOOPBACK) hosts.add(host);
  return [...hosts];
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/** The URL if it is an absolute http(s) URL on an allowed host, otherwise null. */
export function checkRedirectUrl(request: FastifyRequest, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowedRedirectHosts(request).includes(url.hostname.toLowerCase()) ? url : null;
}

/** The URL with query parameters added (existing ones kept). */
export function withQuery(url: string | URL, params: Record<string, string>): string {
  const result = new URL(url);
  for (const [key, value] of Object.entries(params)) result.searchParams.set(key, value);
  return result.toString();
}
