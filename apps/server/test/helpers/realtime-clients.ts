import WebSocket from 'ws';

/**
 * What the web SDK's realtime code expects from a browser, for Node 20: a global WebSocket (from
 * `ws`), `window` (the SDK calls window.setInterval and window.localStorage) and localStorage.
 * Vitest isolates test files, so these globals stay inside the file that installs them.
 * Install them after the test server has started: PGlite takes a global `window` for a browser.
 */
export function installBrowserGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  g.WebSocket ??= WebSocket;
  g.window ??= globalThis;
  if (!g.localStorage) {
    const items = new Map<string, string>();
    g.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    };
  }
}

export interface Frame {
  type: string;
  data?: unknown;
}

/** A raw realtime socket that records every frame it receives. */
export class RawSocket {
  readonly frames: Frame[] = [];
  closeCode: number | null = null;
  private readonly socket: WebSocket;
  private waiters: Array<() => void> = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Connects to `<endpoint>/realtime?<query>`; resolves once the socket is open. */
  static async open(endpoint: string, query: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const socket = new WebSocket(`${endpoint.replace(/^http/, 'ws')}/realtime?${query}`, { headers });
    const raw = new RawSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return raw;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next not-yet-taken frame matching `predicate` (default: of `type`). */
  async next(type: string, predicate: (frame: Frame) => boolean = () => true, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f) => f.type === type && predicate(f));
      if (index !== -1) return this.frames.splice(index, 1)[0] as Frame;
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) while waiting for a ${type} frame`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves with the close code once the server closes the socket. */
  async closed(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === null) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closeCode;
  }

  close(): void {
    this.socket.close(1000);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits a little so that anything that would arrive has arrived (for "not delivered" checks). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
