import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses } from './early-presses';

/** A form whose submits the test counts, as the app's handler would (it prevents the default). */
function form(): { element: HTMLFormElement; handled: () => number; handleFromNowOn: () => void } {
  const element = document.createElement('form');
  element.innerHTML = '<input name="email"><button type="submit">Subscribe</button>';
  document.body.append(element);
  let handled = 0;
  return {
    element,
    handled: () => handled,
    handleFromNowOn: () =>
      element.addEventListener('submit', (event) => {
        event.preventDefault();
        handled += 1;
      }),
  };
}

const appReady = () => {
  document.documentElement.dataset.appReady = 'true';
};

describe('presses made before the app has taken the page over', () => {
  let presses: ReturnType<typeof holdEarlyPresses>;
  afterEach(() => {
    presses.appListens();
    delete document.documentElement.dataset.appReady;
    document.body.innerHTML = '';
  });

  it('holds a form sent before React listens, and sends it again once the app is ready', async () => {
    presses = holdEarlyPresses();
    const newsletter = form();
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    newsletter.element.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);

    presses.appListens();
    newsletter.handleFromNowOn();
    presses.replayWhenReady();
    expect(newsletter.handled()).toBe(0);
    appReady();
    await vi.waitFor(() => expect(newsletter.handled()).toBe(1));
  });

  it('holds a form sent while React hydrates when nothing handled it, and leaves alone one the app handled', async () => {
    presses = holdEarlyPresses();
    presses.appListens();
    const notYetHydrated = form();
    const hydrated = form();
    hydrated.handleFromNowOn();

    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    notYetHydrated.element.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    hydrated.element.requestSubmit();
    expect(hydrated.handled()).toBe(1);

    notYetHydrated.handleFromNowOn();
    presses.replayWhenReady();
    appReady();
    await vi.waitFor(() => expect(notYetHydrated.handled()).toBe(1));
    expect(hydrated.handled()).toBe(1);
  });

  it('presses a button again once the app is ready, unless it was pressed after React began listening', async () => {
    presses = holdEarlyPresses();
    const early = document.createElement('button');
    early.type = 'button';
    const late = document.createElement('button');
    late.type = 'button';
    document.body.append(early, late);
    early.click();
    presses.appListens();
    const clicks: string[] = [];
    early.addEventListener('click', () => clicks.push('early'));
    late.addEventListener('click', () => clicks.push('late'));
    late.click();
    presses.replayWhenReady();
    appReady();
    await vi.waitFor(() => expect(clicks).toEqual(['late', 'early']));
  });

  it('after start-up, holds a form whose part is still hydrating and sends it again once that part handles it', async () => {
    presses = holdEarlyPresses();
    presses.appListens();
    const lateFooter = form();
    let attempts = 0;
    lateFooter.element.addEventListener('submit', () => (attempts += 1));
    lateFooter.element.requestSubmit();
    presses.replayWhenReady();
    appReady();
    // Sent again once the app is ready: still nobody handles it, so it is held once more.
    await vi.waitFor(() => expect(attempts).toBe(2));
    lateFooter.handleFromNowOn();
    await vi.waitFor(() => expect(lateFooter.handled()).toBe(1));
  });
});
