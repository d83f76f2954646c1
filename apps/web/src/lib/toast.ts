/**
 * The app's notifications (docs/product.md §9: at most 3 visible, 4000 ms each). A tiny store outside
 * React, so any code — a mutation's callback, a hook — can raise one, and <Toaster> shows them.
 * Timers pause while the visitor points at or focuses the toasts, so a message is not taken
 * away while being read.
 */
export type ToastKind = 'success' | 'error';

/**
 * A next step offered in a toast. With `href` ('View cart') it is a real link that, on a plain
 * click, calls `navigate` instead (the toaster lives outside the router, so the caller brings its
 * navigation); with `onSelect` ('Undo') it is a button.
 */
export type ToastAction =
  | { readonly label: string; readonly href: string; readonly navigate?: () => void }
  | { readonly label: string; readonly onSelect: () => void };

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** A second, smaller line (the routine's count and savings). */
  readonly description?: string;
  readonly actions?: readonly ToastAction[];
}

export interface ToastOptions {
  readonly description?: string;
  readonly actions?: readonly ToastAction[];
}

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  // A toast closed under the pointer leaves without a mouseleave: nothing shown, nothing paused.
  if (next.length === 0) paused = false;
  for (const listener of listeners) listener();
}

function startTimer(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const timer: Timer = { remaining: TOAST_DURATION_MS, startedAt: 0, handle: undefined };
  timers.set(id, timer);
  if (!paused) startTimer(id, timer);
  const toast: Toast = {
    id,
    kind,
    message,
    ...(options.description ? { description: options.description } : {}),
    ...(options.actions?.length ? { actions: options.actions } : {}),
  };
  const next = [...toasts, toast];
  // The oldest gives way when a fourth arrives.
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS))) clearTimer(dropped.id);
  publish(next.slice(-MAX_VISIBLE_TOASTS));
  return id;
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

export function dismissToast(id: number): void {
  clearTimer(id);
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

/** Stops every toast's clock (pointer or focus on them)… */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) {
    if (timer.handle === undefined) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  }
}

/** …and starts them again with the time each had left. */
export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of timers) startTimer(id, timer);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

const NO_TOASTS: readonly Toast[] = [];
/** What the server renders: no toasts. */
export function serverToasts(): readonly Toast[] {
  return NO_TOASTS;
}

/** Takes every toast away (tests start each case with none). */
export function dismissAllToasts(): void {
  for (const { id } of toasts) clearTimer(id);
  publish([]);
}
