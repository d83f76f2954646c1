import { availableParallelism } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { hitRateLimit } from '../../infra/rate-limit/rate-limiter.ts';
import { MAX_DIMENSION, type PreviewFormat, type PreviewParams } from './preview.ts';

/**
 * What keeps preview rendering from taking the server down. Anyone may ask for a preview of a
 * public file, and each new set of parameters is rendered: one 4000×4000 AVIF costs seconds of
 * CPU, and a dozen at once held every libuv worker, so sign-ins, file reads and every other
 * preview waited minutes. Two limits:
 *   - renders run through a gate, a few at a time; when too many already wait, the request is
 *     answered 503 at once rather than queued without end — the rest of the shop stays responsive;
 *   - each client IP has a budget of rendered pixels per minute (RATE_LIMITS=off lifts it), so
 *     one client cannot keep the gate to itself. Previews read from the cache cost nothing.
 */

/** Renders at once per instance: half the cores, so requests keep the other half. */
export const PREVIEW_RENDERS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
/** Renders that may wait for the gate; beyond them a request is answered 503. */
export const PREVIEW_RENDERS_WAITING = 16;

/**
 * Budget units per client IP and minute. A unit is a megapixel of output (an AVIF counts four:
 * its encoder is that much slower). A catalogue page of 42 cards at 640 px AVIF takes about 84;
 * a 4000×4000 AVIF takes 64.
 */
export const PREVIEW_RENDER_UNITS_PER_MINUTE = 200;

const AVIF_COST = 4;

/** The most pixels a preview with these parameters can have, as budget units (at least 1). */
export function previewRenderUnits(params: PreviewParams, format: PreviewFormat): number {
  // A missing dimension follows the image's aspect ratio, bounded by the largest one may ask for.
  const border = 2 * params.borderWidth;
  const width = (params.width || MAX_DIMENSION) + border;
  const height = (params.height || MAX_DIMENSION) + border;
  const megapixels = (width * height) / 1_000_000;
  return Math.max(1, Math.ceil(megapixels * (format === 'avif' ? AVIF_COST : 1)));
}

/** Charges a render to the client's budget; 429 general_rate_limit_exceeded once it is spent. */
export async function chargePreviewRender(request: FastifyRequest, units: number): Promise<void> {
  if (!request.server.config.rateLimits) return;
  const rule = { limit: PREVIEW_RENDER_UNITS_PER_MINUTE, windowSeconds: 60 };
  const result = await hitRateLimit(request.server.db, `storage.files.preview.render|${request.ip}`, rule, units);
  if (result.allowed) return;
  const retryAfter = Math.max(1, result.resetAt - Math.floor(Date.now() / 1000));
  throw new AppwriteError('general_rate_limit_exceeded', 'Too many new image previews were requested. Please try again after some time.', {
    'x-ratelimit-limit': String(result.limit),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(result.resetAt),
    'retry-after': String(retryAfter),
  });
}

/** Runs tasks a few at a time, with a bounded queue (see the module comment). */
export class RenderGate {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.atOnce) {
      this.#running++;
    } else {
      if (this.#waiting.length >= this.maxWaiting) {
        throw new AppwriteError('general_service_unavailable', 'The server is busy rendering other image previews. Please try again in a moment.', {
          'retry-after': '5',
        });
      }
      // The slot is handed over by the task that finishes, so #running stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
