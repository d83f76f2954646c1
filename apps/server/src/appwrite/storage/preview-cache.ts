import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PreviewFormat } from './preview.ts';

/**
 * Rendered previews kept on this instance's disk, in `<root>/<bucket>/<file>/<key>.<format>`,
 * within a size cap (PREVIEW_CACHE_MB). Anyone may ask a public image for new preview parameters
 * and each set is written, so without a cap the folder grows until the disk is full.
 *
 * An index in memory holds every preview's size, least recently used first; reads count as use.
 * A write that would take the total over the cap first removes the least recently used previews
 * down to 90 % of it, so removals come in batches rather than on every write. A cached read costs
 * one file read and one index move, never a directory scan. Previews left from before a restart
 * are counted by a scan in the background (start-up does not wait for it) and ranked by their
 * modification time, which reads refresh now and then so the ranking outlives restarts.
 */

/** Sizes count in whole 4 KiB blocks, as a disk stores them: a flood of tiny previews counts what it takes. */
const BLOCK_BYTES = 4096;
/** Removals bring the total down to this share of the cap. */
const TRIM_TO = 0.9;
/** One preview may take at most this share of the cap; a larger one is served but not kept. */
const LARGEST_SHARE = 0.25;
/** How often a read refreshes a preview's modification time on disk (its rank after a restart). */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;
/** Files removed or examined at once: thousands at once would hold up the thread pool other requests need. */
const FILES_AT_ONCE = 16;
/** The layout's depth: bucket folders, file folders, previews. */
const PREVIEW_DEPTH = 2;

interface CachedPreview {
  /** Size on disk, in whole blocks. */
  bytes: number;
  /** When the file's modification time was last set (written, refreshed by a read, or found at start). */
  touchedMs: number;
  /** Being written: never chosen for removal, or the rename would land after it. */
  writing: boolean;
}

interface FoundPreview {
  relative: string;
  bytes: number;
  modifiedMs: number;
}

/** What was removed while the start-up scan ran, so the scan does not count it back in. */
interface ScanState {
  removed: Set<string>;
  droppedFolders: string[];
}

/** Previews cached on this instance's disk within `maxBytes`, in one folder per file so deleting a file drops them. */
export class PreviewCache {
  /** False when the cap is 0: nothing is read or written, every preview is rendered. */
  readonly enabled: boolean;
  readonly #root: string;
  readonly #maxBytes: number;
  readonly #log: FastifyBaseLogger;
  /** Relative path ('bucket/file/key.format') → preview; the Map's order is least recently used first. */
  readonly #entries = new Map<string, CachedPreview>();
  #totalBytes = 0;
  /** Previews whose files are being removed: a write of one is skipped, or the removal could unlink it after it lands. */
  readonly #removing = new Set<string>();
  /**
   * How often each file's previews were dropped ('bucket/file/' → count), for dropMark(). One
   * small entry per file deleted while the process runs.
   */
  readonly #drops = new Map<string, number>();
  #scan: ScanState | null = null;
  #scanning: Promise<void> | null = null;
  #closed = false;

  constructor(root: string, maxBytes: number, log: FastifyBaseLogger) {
    this.#root = root;
    this.#maxBytes = maxBytes;
    this.#log = log;
    this.enabled = maxBytes > 0;
  }

  /**
   * Counts the previews already on disk (from before a restart) and trims them to the cap, in the
   * background; with the cache off, removes the folder. Until it is done those previews are still
   * served, and counted as they are read.
   */
  start(): void {
    this.#scanning = (this.enabled ? this.#countExisting() : rm(this.#root, { recursive: true, force: true })).catch((error: unknown) =>
      this.#log.warn({ err: error }, 'preview cache: could not go through the previews already on disk'),
    );
  }

  /** Stops the start-up scan (for a closing app). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#scanning;
  }

  /** The space the previews are counted at, in whole blocks (tests read it). */
  get countedBytes(): number {
    return this.#totalBytes;
  }

  async read(bucketId: string, fileId: string, key: string, format: PreviewFormat): Promise<Buffer | null> {
    if (!this.enabled) return null;
    const relative = relativePath(bucketId, fileId, key, format);
    let data: Buffer;
    try {
      data = await readFile(this.#absolute(relative));
    } catch {
      return null;
    }
    this.#used(relative, data.length);
    return data;
  }

  /**
   * Where a file's previews stand: taken before its preview is rendered and handed to write(), it
   * tells whether the file was deleted (dropFile) in between.
   */
  dropMark(bucketId: string, fileId: string): number {
    return this.#drops.get(folderOf(bucketId, fileId)) ?? 0;
  }

  /** Keeps a preview rendered since `dropMark`, unless its file has been deleted since. */
  async write(bucketId: string, fileId: string, key: string, format: PreviewFormat, data: Buffer, dropMark: number): Promise<void> {
    const bytes = diskBytes(data.length);
    const relative = relativePath(bucketId, fileId, key, format);
    const fileDeleted = () => this.dropMark(bucketId, fileId) !== dropMark;
    // A file still being removed could be unlinked after the new one lands; the next render keeps it.
    if (!this.enabled || bytes > this.#maxBytes * LARGEST_SHARE || this.#removing.has(relative) || fileDeleted()) return;
    // Another request rendered the same preview at once: this write replaces its record.
    this.#forget(relative);
    const entry: CachedPreview = { bytes, touchedMs: Date.now(), writing: true };
    this.#entries.set(relative, entry);
    this.#totalBytes += bytes;
    const target = this.#absolute(relative);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      // Room first, so the folder stays within the cap.
      await this.#trim();
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      if (this.#entries.get(relative) === entry) this.#forget(relative);
      throw error;
    } finally {
      entry.writing = false;
    }
    // The file was deleted while its preview was written: leave nothing behind.
    if (fileDeleted()) await rm(target, { force: true });
  }

  /** Drops every preview of a file (deleted here, or on another instance). */
  async dropFile(bucketId: string, fileId: string): Promise<void> {
    const folder = folderOf(bucketId, fileId);
    this.#drops.set(folder, this.dropMark(bucketId, fileId) + 1);
    for (const relative of this.#entries.keys()) {
      if (relative.startsWith(folder)) this.#forget(relative);
    }
    this.#scan?.droppedFolders.push(folder);
    await rm(path.join(this.#root, bucketId, fileId), { recursive: true, force: true });
  }

  #absolute(relative: string): string {
    return path.join(this.#root, ...relative.split('/'));
  }

  #forget(relative: string): void {
    const entry = this.#entries.get(relative);
    if (!entry) return;
    this.#entries.delete(relative);
    this.#totalBytes -= entry.bytes;
  }

  /** A read served this preview: it becomes the most recently used. */
  #used(relative: string, length: number): void {
    let entry = this.#entries.get(relative);
    if (entry) {
      this.#entries.delete(relative);
    } else if (this.#uncountedLeftover(relative)) {
      entry = { bytes: diskBytes(length), touchedMs: 0, writing: false };
      this.#totalBytes += entry.bytes;
    } else {
      // Removed (trimmed, or its file deleted) while it was read: served this once, not counted again.
      return;
    }
    this.#entries.set(relative, entry);
    const now = Date.now();
    if (now - entry.touchedMs >= TOUCH_INTERVAL_MS) {
      entry.touchedMs = now;
      const time = new Date(now);
      void utimes(this.#absolute(relative), time, time).catch(() => undefined);
    }
    if (this.#totalBytes > this.#maxBytes) void this.#trim();
  }

  /**
   * Whether a preview that was read but is not counted was left from before a restart and not
   * reached by the start-up scan yet. Once the scan is done every preview on disk is counted, so
   * an uncounted one is being removed or was removed while it was read.
   */
  #uncountedLeftover(relative: string): boolean {
    return this.#scan !== null && !removedDuringScan(this.#scan, relative);
  }

  /** Once over the cap, removes the least recently used previews down to 90 % of it. */
  async #trim(): Promise<void> {
    if (this.#totalBytes <= this.#maxBytes) return;
    const goal = Math.floor(this.#maxBytes * TRIM_TO);
    // Taken out of the index at once, so trims running together never pick the same preview.
    const victims: string[] = [];
    for (const [relative, entry] of this.#entries) {
      if (this.#totalBytes <= goal) break;
      if (entry.writing) continue;
      this.#forget(relative);
      this.#removing.add(relative);
      this.#scan?.removed.add(relative);
      victims.push(relative);
    }
    await inBatches(victims, async (relative) => {
      await rm(this.#absolute(relative), { force: true }).catch((error: unknown) =>
        this.#log.warn({ err: error }, 'preview cache: could not remove a preview'),
      );
      this.#removing.delete(relative);
    });
  }

  async #countExisting(): Promise<void> {
    const scan: ScanState = { removed: new Set(), droppedFolders: [] };
    this.#scan = scan;
    const found: FoundPreview[] = [];
    try {
      await this.#walk('', 0, Date.now(), found);
    } finally {
      this.#scan = null;
    }
    if (this.#closed) return;
    // No await from here to the new index: requests see the old one or the complete new one.
    found.sort((a, b) => a.modifiedMs - b.modifiedMs);
    const current = new Map(this.#entries);
    this.#entries.clear();
    for (const { relative, bytes, modifiedMs } of found) {
      if (removedDuringScan(scan, relative) || current.has(relative)) continue;
      this.#entries.set(relative, { bytes, touchedMs: modifiedMs, writing: false });
      this.#totalBytes += bytes;
    }
    // What requests used or wrote during the scan is more recent than anything found.
    for (const [relative, entry] of current) this.#entries.set(relative, entry);
    this.#log.debug({ previews: this.#entries.size, bytes: this.#totalBytes }, 'preview cache: counted the previews on disk');
    await this.#trim();
  }

  /** Collects the previews under `folder`; removes temporary files a crash left behind. */
  async #walk(folder: string, depth: number, startedMs: number, found: FoundPreview[]): Promise<void> {
    if (this.#closed) return;
    let children: Dirent[];
    try {
      children = await readdir(this.#absolute(folder), { withFileTypes: true });
    } catch {
      return;
    }
    const files: string[] = [];
    for (const child of children) {
      const relative = folder ? `${folder}/${child.name}` : child.name;
      if (child.isDirectory() && depth < PREVIEW_DEPTH) await this.#walk(relative, depth + 1, startedMs, found);
      else if (child.isFile()) files.push(relative);
    }
    if (this.#closed) return;
    await inBatches(files, async (relative) => {
      const info = await stat(this.#absolute(relative)).catch(() => null);
      if (!info) return;
      if (relative.endsWith('.tmp')) {
        // Written before this start: an interrupted write, never to be finished.
        if (info.mtimeMs < startedMs) await rm(this.#absolute(relative), { force: true });
        return;
      }
      found.push({ relative, bytes: diskBytes(info.size), modifiedMs: info.mtimeMs });
    });
  }
}

function folderOf(bucketId: string, fileId: string): string {
  return `${bucketId}/${fileId}/`;
}

function relativePath(bucketId: string, fileId: string, key: string, format: PreviewFormat): string {
  return `${folderOf(bucketId, fileId)}${key}.${format}`;
}

function removedDuringScan(scan: ScanState, relative: string): boolean {
  return scan.removed.has(relative) || scan.droppedFolders.some((folder) => relative.startsWith(folder));
}

function diskBytes(length: number): number {
  return Math.max(1, Math.ceil(length / BLOCK_BYTES)) * BLOCK_BYTES;
}

async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += FILES_AT_ONCE) {
    await Promise.all(items.slice(i, i + FILES_AT_ONCE).map(task));
  }
}
