import type { RealtimeResponseEvent } from 'appwrite';
import { whenIdle } from './idle';
import { loadSdk } from './sdk';

export interface ChannelFollower {
  /** Each change on the channel, as the server sends it. */
  onEvent: (event: RealtimeResponseEvent<unknown>) => void;
  /**
   * The server sends only what changes while a subscription is open: what changed before it opened,
   * or while the socket was down, must be read again. Called a few seconds after the subscription
   * is made, once the page has settled, and at once each time the socket opens after a drop.
   */
  onCatchUp: () => void;
}

/**
 * Follows one realtime channel (docs/appwrite-compatibility.md §7) on the page's one socket. Loading the SDK
 * and subscribing each take an idle period of their own, so neither competes with the page's start
 * (decision 012: TBT); a follower stopped before then never subscribes.
 */
export function followChannel(channel: string, follower: ChannelFollower): () => void {
  let stopped = false;
  let stopFollowing = () => undefined as void;
  const follow = (realtime: RealtimeService) => {
    let subscribed = false;
    // An opening after the subscription is a reopen after a drop: catch up at once.
    const stopListening = onOpen(realtime, () => subscribed && !stopped && follower.onCatchUp());
    const subscription = realtime.subscribe(channel, (event) => {
      if (!stopped) follower.onEvent(event);
    });
    // Resolves once the socket is open and the subscription sent. The first catch-up covers the
    // moments between the page's read and now, when rarely anything changed: it waits until the
    // page has settled rather than compete with its start (decision 012: TBT). A socket that failed
    // to open is retried by the SDK, and that opening catches up.
    subscription
      .then(() => (cancelWait = afterSettling(() => stopped || follower.onCatchUp())))
      .catch(() => undefined)
      .finally(() => (subscribed = true));
    stopFollowing = () => {
      stopListening();
      subscription.then((made) => made.close()).catch(() => undefined);
    };
  };
  let cancelWait = whenIdle(() => {
    void loadSdk().then(({ realtime }) => {
      if (!stopped) cancelWait = whenIdle(() => follow(realtime));
    });
  });
  return () => {
    stopped = true;
    cancelWait();
    stopFollowing();
  };
}

/** How long after subscribing the first catch-up waits, before it waits for an idle period too. */
const SETTLE_MS = 3_000;

function afterSettling(callback: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const timer = setTimeout(() => (cancelIdle = whenIdle(callback)), SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

type RealtimeService = Awaited<ReturnType<typeof loadSdk>>['realtime'];

// The SDK keeps its open callbacks for good: one per socket, handing each opening to the followers.
const openListeners = new WeakMap<RealtimeService, Set<() => void>>();

/** Calls `listener` each time the socket opens from now on; returns a function that stops it. */
function onOpen(realtime: RealtimeService, listener: () => void): () => void {
  let listeners = openListeners.get(realtime);
  if (!listeners) {
    const all = new Set<() => void>();
    realtime.onOpen(() => all.forEach((each) => each()));
    openListeners.set(realtime, all);
    listeners = all;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
