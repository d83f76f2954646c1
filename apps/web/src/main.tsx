import './styles.css';
import { validateWithoutEval } from '@pura/core/schemas/strict-csp';
import { holdEarlyPresses } from './early-presses';
import { loadWebFonts } from './fonts/web-fonts';
import { nextTask } from './lib/idle';

/**
 * The entry index.html loads: small on purpose. A page the server rendered is already complete
 * on screen, so the web fonts and the app's code (React, the router, the page's modules) are
 * fetched only after the browser has painted it and its main images — the first paint never waits
 * on, or shares bandwidth with, them (decision 012) — or, for the app, at once when the visitor
 * reaches for the page first.
 * The server names those modules in a JSON data block; a page it did not render has them
 * preloaded in <head> and starts at once.
 */
// The CSP has no 'unsafe-eval', and zod tests whether it may compile validators (`new Function`,
// which the browser reports as a CSP violation) as each object schema is built — while the module
// that builds it loads, before the code importing it runs. Hence here, before any of the app loads.
validateWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const serverRendered = document.getElementById('pura-ssr') !== null;
// Presses made before the app runs, done again once it does (early-presses.ts).
const earlyPresses = serverRendered ? holdEarlyPresses() : null;
if (serverRendered) {
  const startOnce = once(() => void start(root));
  afterFirstContentfulPaint(() =>
    priorityImagesLoaded()
      .then(() => {
        void loadWebFonts();
        return nextTask();
      })
      .then(startOnce),
  );
  firstInteraction().then(startOnce);
} else {
  void loadWebFonts();
  void start(root);
}

async function start(element: HTMLElement) {
  void preload(deferredModules());
  // A module graph runs in one task: React first, then the app in a task of its own, so neither
  // blocks a tap for long (decision 012: TBT). The preloads above already fetch both in parallel.
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(element, { beforeHydration: () => earlyPresses?.appListens() });
  earlyPresses?.replayWhenReady();
}

/**
 * Starts fetching `hrefs` in parallel, two per task: inserting a preload link costs about a
 * millisecond of the main thread even on a fast machine, several on a phone, and a page lists some
 * thirty modules (decision 012: TBT). These are the only preloads: the build adds none of its own
 * to dynamic imports (vite.config.ts), which would insert a page's worth in one task.
 */
async function preload(hrefs: string[]) {
  for (let index = 0; index < hrefs.length; index += PRELOADS_PER_TASK) {
    if (index > 0) await nextTask();
    for (const href of hrefs.slice(index, index + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}

const PRELOADS_PER_TASK = 2;

/** The modules the server listed for this page (#pura-modules), loaded in parallel with the app. */
function deferredModules(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('pura-modules')?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}

/** How long the app waits for the page's main images before it loads anyway. */
const IMAGE_WAIT_MS = 2_500;

/**
 * The page's main images (the high-priority ones) loaded or failed, or a short wait passed: they
 * get the bandwidth first, so the largest paint is not queued behind the app's code.
 */
function priorityImagesLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  const loaded = pending.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]).then(() => undefined);
}

/** A pointer, touch or key press on the page: the app must not wait for images any more. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'touchstart', 'keydown'] as const;
    const onInput = () => {
      for (const type of events) window.removeEventListener(type, onInput, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, onInput, { capture: true, passive: true });
  });
}

function once(callback: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    callback();
  };
}

/** How long start-up waits for the first contentful paint: a tab opened in the background paints nothing. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Runs `callback` once the browser has put the server's markup on screen, as its own record of the
 * first contentful paint says (the frame a script sees painted may not have been presented yet).
 */
function afterFirstContentfulPaint(callback: () => void) {
  const run = once(callback);
  setTimeout(run, FIRST_PAINT_WAIT_MS);
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
