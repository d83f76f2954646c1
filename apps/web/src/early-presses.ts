import { whenIdle } from './lib/idle';

/**
 * On a server-rendered page the visitor can press a button or send a form before the app has
 * taken the page over. A form sent then would go to the server as a plain GET, with what was
 * typed — a password — in the address bar and the server's logs; a button would do nothing.
 * Both are held here, and once the app runs the last one is done again: the form sent, the
 * button pressed. Links need no help: they are plain links.
 */
export function holdEarlyPresses() {
  let pending: HTMLFormElement | HTMLButtonElement | null = null;

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    pending = event.target;
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's press arrives as the form's submit event.
    if (button && button.type !== 'submit') pending = button;
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);

  return {
    /** The app is about to listen itself: from now on presses are its own. */
    stop() {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
    },
    /** Once the app has taken the whole page over, does the held press again. */
    replayWhenReady() {
      whenAppReady(() => {
        const press = pending;
        pending = null;
        if (!press?.isConnected) return;
        if (press instanceof HTMLFormElement) press.requestSubmit();
        else press.click();
      });
    },
  };
}

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
