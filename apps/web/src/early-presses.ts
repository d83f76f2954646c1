import { whenIdle } from './lib/idle';

/**
 * On a server-rendered page the visitor can press a button or send a form before the app has
 * taken the page over. A form sent then would go to the server as a plain GET, with what was
 * typed — a password — in the address bar and the server's logs; a button would do nothing.
 * Both are held here, and once the app runs the last one is done again: the form sent, the
 * button pressed. Links need no help: they are plain links.
 *
 * Forms stay guarded for good, not just until React listens: every form of the app handles its
 * own submit (preventing the browser's), and React does not hold a submit that lands on a part it
 * has not hydrated yet — a Suspense boundary still waiting for a lazy module, like the footer's
 * newsletter form — so the browser would send it. A submit nobody prevented by the time it
 * reaches the window is held and sent again a moment later, until that part has been taken over.
 */
export function holdEarlyPresses() {
  let pending: HTMLFormElement | HTMLButtonElement | null = null;
  let appReady = false;
  let retries = 0;

  const pressAgain = () => {
    const press = pending;
    pending = null;
    if (!press?.isConnected) return;
    if (press instanceof HTMLFormElement) press.requestSubmit();
    else press.click();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    if (event.defaultPrevented) {
      retries = 0;
      return;
    }
    event.preventDefault();
    pending = event.target;
    // After start-up only a part still hydrating leaves a submit unhandled: try again shortly.
    if (appReady && retries < MAX_RETRIES) {
      retries += 1;
      setTimeout(pressAgain, RETRY_DELAY_MS);
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's press arrives as the form's submit event.
    if (button && button.type !== 'submit') pending = button;
  };
  window.addEventListener('submit', onSubmit);
  document.addEventListener('click', onClick, true);

  return {
    /** React is about to listen: from now on clicks are its own (it hydrates what they land on first). */
    appListens() {
      document.removeEventListener('click', onClick, true);
    },
    /** Once the app has taken the page over, does the held press again. */
    replayWhenReady() {
      whenAppReady(() => {
        appReady = true;
        pressAgain();
      });
    },
  };
}

// A lazy module on a slow connection may take seconds: 50 tries, a fifth of a second apart.
const MAX_RETRIES = 50;
const RETRY_DELAY_MS = 200;

/**
 * After <html data-app-ready> (set when the app's root has hydrated), and after the page's other
 * parts have hydrated too: they finish before the browser is next idle.
 */
function whenAppReady(callback: () => void) {
  const afterHydration = () => void whenIdle(callback, 2_000);
  if (document.documentElement.dataset.appReady) return afterHydration();
  const observer = new MutationObserver(() => {
    if (!document.documentElement.dataset.appReady) return;
    observer.disconnect();
    afterHydration();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
}
