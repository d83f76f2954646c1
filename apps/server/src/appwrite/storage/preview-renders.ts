import { availableParallelism } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { type RateLimitResult, hitRateLimit } from '../../infra/rate-limit/rate-limiter.ts';
import { MAX_DIMENSION, type PreviewFormat, type PreviewParams } from './preview.ts';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';

/**
 * What keeps preview rendering from taking the server down. Anyone may ask for a preview of a
 * public file, and each new set of parameters is rendered: one 4000×4000 AVIF costs seconds of
 * CPU, and a dozen at once held every libuv worker, so sign-ins, file reads and every other
 * preview waited minutes. Two limits:
 *   - renders run through a gate, a few at a time; when too much work already waits, the request
 *     is answered 503 at once rather than queued without end — the rest of the shop stays responsive;
 *   - each client IP has a budget of rendered pixels per minute (RATE_LIMITS=off lifts it), so
 *     one client cannot keep the gate to itself.
 * Neither should touch an ordinary visitor. With a cold cache (a fresh instance, or
 * PREVIEW_CACHE_MB=0) one catalogue page asks for dozens of previews at once, and several visitors
 * ask for the same ones: requests for a preview already being rendered wait for that render
 * instead of queueing their own, and cost nothing; so do previews read from the cache. The budget
 * is charged only once the gate has let a render in, so a request answered 503 spends none of it.
 */

/** Renders at once per instance: half the cores, so requests keep the other half. */
export const PREVIEW_RENDERS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * How much rendering may wait for the gate, in budget units (below); beyond it a request is
 * answered 503. Counted by work, not by requests: the 42 card previews of a cold catalogue page
 * (84) fit three times over, while only four 4000×4000 AVIF previews (64 each) may wait.
 */
export const PREVIEW_RENDERS_WAITING = 256;

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

const PREVIEW_BUDGET = { limit: PREVIEW_RENDER_UNITS_PER_MINUTE, windowSeconds: 60 };

/**
 * Charges a render to the client's budget; 429 general_rate_limit_exceeded once it is spent. A
 * refused render is not counted, so it leaves what is left for smaller ones.
 */
export async function chargePreviewRender(request: FastifyRequest, units: number): Promise<void> {
  if (!request.server.config.rateLimits) return;
  const result = await hitRateLimit(request.server.db, `storage.files.preview.render|${requestNetwork(request)}`, PREVIEW_BUDGET, units);
  if (!result.allowed) throw budgetSpent(result);
}

function budgetSpent(result: RateLimitResult): AppwriteError {
  const retryAfter = Math.max(1, result.resetAt - Math.floor(Date.now() / 1000));
  return new AppwriteError('general_rate_limit_exceeded', 'Too many new image previews were requested. Please try again after some time.', {
    'x-ratelimit-limit': String(result.limit),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(result.resetAt),
    'retry-after': String(retryAfter),
  });
}

/** One preview a request asks the gate to render. */
export interface PreviewRenderJob {
  /** Names the preview (file and parameters): requests for the same one share a render. */
  key: string;
  /** Its cost in budget units: what it weighs in the queue and in its client's budget. */
  units: number;
  /** Charges the render to the client whose request starts it; throws (429) once that budget is spent. */
  charge: () => Promise<void>;
  render: () => Promise<Buffer>;
  /** Keeps the result (in the preview cache), outside the gate. */
  keep: (image: Buffer) => Promise<void>;
}

/** A render's place at the gate: a slot, or a place in the queue until a slot is handed to it. */
interface Turn {
  units: number;
  hasSlot: boolean;
  slotted: Promise<void>;
  giveSlot: () => void;
}

/** Runs renders a few at a time, with a queue bounded by work, sharing identical ones (see the module comment). */
export class RenderGate {
  /** Previews asked of the gate (cache misses) and renders it ran: tests count them. */
  readonly counts = { asked: 0, rendered: 0 };
  #running = 0;
  readonly #waiting: Turn[] = [];
  #waitingUnits = 0;
  /** Renders in flight by key, until their result is kept; null when the render was refused its budget. */
  readonly #inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    readonly atOnce: number,
    readonly maxWaitingUnits: number,
  ) {}

  /** The preview `job` names: from the render in flight for it if there is one, else from a new render. */
  async render(job: PreviewRenderJob): Promise<Buffer> {
    this.counts.asked++;
    for (let flight = this.#inFlight.get(job.key); flight; flight = this.#inFlight.get(job.key)) {
      const image = await flight;
      if (image) return image;
      // Its client's budget was spent, so nothing was rendered: the next in line tries on its own budget.
    }
    return this.#lead(job);
  }

  /** Renders job.key, charged to this request, for everyone who asks for it until the result is kept. */
  async #lead(job: PreviewRenderJob): Promise<Buffer> {
    // Let in or refused (503) at once, before the render is charged or shared.
    const turn = this.#admit(job.units);
    let refusal: unknown = null;
    const flight = (async () => {
      try {
        await job.charge();
      } catch (error) {
        this.#leave(turn);
        refusal = error;
        return null;
      }
      return this.#runTurn(turn, job.render);
    })();
    // Shared until the result is kept, so a request arriving meanwhile never renders it again.
    this.#inFlight.set(job.key, flight);
    try {
      const image = await flight;
      if (!image) throw refusal;
      await job.keep(image);
      return image;
    } finally {
      this.#inFlight.delete(job.key);
    }
  }

  /** A slot when one is free, else a place in the queue; 503 when too much work already waits. */
  #admit(units: number): Turn {
    let giveSlot = () => {};
    const slotted = new Promise<void>((resolve) => (giveSlot = resolve));
    const turn: Turn = { units, hasSlot: false, slotted, giveSlot };
    if (this.#running < this.atOnce) {
      this.#running++;
      turn.hasSlot = true;
      return turn;
    }
    if (this.#waitingUnits + units > this.maxWaitingUnits) {
      throw new AppwriteError(
        'general_service_unavailable',
        'The server is busy rendering other image previews. Please try again in a moment.',
        {
          'retry-after': '5',
        },
      );
    }
    this.#waiting.push(turn);
    this.#waitingUnits += units;
    return turn;
  }

  async #runTurn(turn: Turn, task: () => Promise<Buffer>): Promise<Buffer> {
    if (!turn.hasSlot) await turn.slotted;
    this.counts.rendered++;
    try {
      return await task();
    } finally {
      this.#leave(turn);
    }
  }

  /** Gives up a turn: its place in the queue, or its slot, which goes to the first in the queue. */
  #leave(turn: Turn): void {
    if (!turn.hasSlot) {
      this.#waiting.splice(this.#waiting.indexOf(turn), 1);
      this.#waitingUnits -= turn.units;
      return;
    }
    const next = this.#waiting.shift();
    if (!next) {
      this.#running--;
      return;
    }
    // The slot is handed over, so #running stays counted.
    this.#waitingUnits -= next.units;
    next.hasSlot = true;
    next.giveSlot();
  }
}
