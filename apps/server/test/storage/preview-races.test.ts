import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewCache } from '../../src/appwrite/storage/preview-cache.ts';
import { type PreviewRenderJob, RenderGate } from '../../src/appwrite/storage/preview-renders.ts';

/**
 * Races in the preview path, played step by step rather than left to timing: the render gate
 * sharing one render among requests, and the preview cache's counting while previews are removed.
 */

const BLOCK_BYTES = 4096;

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A job that charges and renders at once, counting its charges and renders. */
function job(key: string, units = 1, overrides: Partial<PreviewRenderJob> = {}) {
  const charge = vi.fn(async () => {});
  const render = vi.fn(async () => Buffer.from(`preview ${key}`));
  return { key, units, charge, render, keep: async () => {}, ...overrides } satisfies PreviewRenderJob;
}

describe('the preview render gate', () => {
  it('lets a request whose client is over budget give the render to the next one asking for it, charged to that client', async () => {
    const gate = new RenderGate(1, 10);
    const leaderCharge = deferred<undefined>();
    const leader = job('same', 1, { charge: () => leaderCharge.promise });
    const follower = job('same');
    const leading = gate.render(leader);
    const following = gate.render(follower);

    leaderCharge.reject(new Error('budget spent'));
    await expect(leading).rejects.toThrow('budget spent');
    await expect(following).resolves.toEqual(Buffer.from('preview same'));
    expect(leader.render).not.toHaveBeenCalled();
    expect(follower.charge).toHaveBeenCalledTimes(1);
    expect(gate.counts).toEqual({ asked: 2, rendered: 1 });
  });

  it('queues renders by their work, refuses the one that does not fit before charging it, and frees the place of one refused its budget', async () => {
    const gate = new RenderGate(1, 4);
    const slotHeld = deferred<Buffer>();
    const running = gate.render(job('running', 1, { render: () => slotHeld.promise }));
    const refusedBudget = deferred<undefined>();
    const overBudget = gate.render(job('over-budget', 4, { charge: () => refusedBudget.promise }));

    // The waiting room holds 4 units, and the render refused its budget still holds them.
    const tooMuch = job('too-much');
    await expect(gate.render(tooMuch)).rejects.toMatchObject({ type: 'general_service_unavailable' });
    expect(tooMuch.charge).not.toHaveBeenCalled();

    refusedBudget.reject(new Error('budget spent'));
    await expect(overBudget).rejects.toThrow('budget spent');
    const waiting = [job('three', 3), job('one', 1)].map((queued) => gate.render(queued));
    await expect(gate.render(job('fifth unit'))).rejects.toMatchObject({ type: 'general_service_unavailable' });

    slotHeld.resolve(Buffer.from('held'));
    await expect(running).resolves.toEqual(Buffer.from('held'));
    await expect(Promise.all(waiting)).resolves.toEqual([Buffer.from('preview three'), Buffer.from('preview one')]);
    expect(gate.counts.rendered).toBe(3);
  });
});

describe('the preview cache while previews are removed', () => {
  const KEY = 'a'.repeat(64);
  const silentLog = Fastify().log;
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pura-preview-races-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const previewPath = (fileId: string, key = KEY) => path.join(root, 'bucket', fileId, `${key}.png`);

  /** The space the previews on disk take, in whole blocks as the cache counts it. */
  async function bytesOnDisk(): Promise<number> {
    let total = 0;
    for (const name of await readdir(root, { recursive: true })) {
      const info = await stat(path.join(root, name));
      if (info.isFile()) total += Math.max(1, Math.ceil(info.size / BLOCK_BYTES)) * BLOCK_BYTES;
    }
    return total;
  }

  /**
   * Starts a read of a cached preview that has read its data but not finished: the preview's file
   * is swapped for a named pipe, which a read waits on until its writer closes it.
   */
  async function startHeldRead(cache: PreviewCache, fileId: string, key = KEY) {
    const file = previewPath(fileId, key);
    await unlink(file);
    execFileSync('mkfifo', [file]);
    const reading = cache.read('bucket', fileId, key, 'png');
    // Opening the writing end waits for the read to open the reading end.
    const writer = await open(file, 'w');
    await writer.write(Buffer.alloc(5000));
    return {
      async finish() {
        await writer.close();
        return reading;
      },
    };
  }

  it('does not count again a preview read while its file was deleted', async () => {
    const cache = new PreviewCache(root, 1024 * 1024, silentLog);
    await cache.write('bucket', 'doomed', KEY, 'png', Buffer.alloc(5000), cache.dropMark('bucket', 'doomed'));
    expect(cache.countedBytes).toBe(2 * BLOCK_BYTES);

    const read = await startHeldRead(cache, 'doomed');
    await cache.dropFile('bucket', 'doomed');
    expect(await read.finish()).toHaveLength(5000);
    expect(cache.countedBytes).toBe(0);
  });

  it('does not count again a preview read while it was removed to make room', async () => {
    const cache = new PreviewCache(root, 1024 * 1024, silentLog);
    const keys = Array.from({ length: 6 }, (_, i) => String(i).repeat(64));
    // Five of 200 KB fill most of the 1 MB cap; the sixth takes it over, and the oldest go.
    for (const key of keys.slice(0, 5)) await cache.write('bucket', 'swatch', key, 'png', Buffer.alloc(200 * 1024), 0);

    const read = await startHeldRead(cache, 'swatch', keys[0]);
    await cache.write('bucket', 'swatch', keys[5] ?? '', 'png', Buffer.alloc(200 * 1024), 0);
    expect(existsSync(previewPath('swatch', keys[0]))).toBe(false);
    expect(await read.finish()).toHaveLength(5000);
    expect(cache.countedBytes).toBe(await bytesOnDisk());
  });

  it('keeps no preview rendered before its file was deleted, and keeps those rendered after', async () => {
    const cache = new PreviewCache(root, 1024 * 1024, silentLog);
    const beforeDeletion = cache.dropMark('bucket', 'reused-id');
    await cache.dropFile('bucket', 'reused-id');

    await cache.write('bucket', 'reused-id', KEY, 'png', Buffer.alloc(5000), beforeDeletion);
    expect(existsSync(previewPath('reused-id'))).toBe(false);
    expect(cache.countedBytes).toBe(0);

    // A file uploaded again under the same id has its previews kept as ever.
    await cache.write('bucket', 'reused-id', KEY, 'png', Buffer.alloc(5000), cache.dropMark('bucket', 'reused-id'));
    expect(existsSync(previewPath('reused-id'))).toBe(true);
    expect(cache.countedBytes).toBe(2 * BLOCK_BYTES);
  });
});
