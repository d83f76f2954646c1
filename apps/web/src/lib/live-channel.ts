import type { RealtimeResponseEvent } from 'appwrite';
import { whenIdle } from './idle';
import { loadSdk } from './sdk';

export interface ChannelFollower {
  /** Each change on the channel, as the server sends it. */
  onEvent: (event: RealtimeResponseEvent<unknown>) => void;
  /**
   * The server sends only what changes while a subscription is open: what changed before it opened,
   * or while the socket was down, must be read again. Called once the subscription is made, and
   * again each time the socket opens after a drop.
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
  const subscribe = async () => {
    const { realtime } = await loadSdk();
    if (stopped) return;
    cancelWait = whenIdle(() => {
      // Resolves once the socket is open (at once when it already was) and the subscription sent.
      const subscribed = realtime.subscribe(channel, follower.onEvent);
      stopFollowing = () => void subscribed.then((subscription) => subscription.close()).catch(() => undefined);
      subscribed
        .then(() => {
          if (stopped) return;
          follower.onCatchUp();
          const stopListening = onReopen(realtime, follower.onCatchUp);
          const unsubscribe = stopFollowing;
          stopFollowing = () => {
            stopListening();
            unsubscribe();
          };
        })
        // The socket failed to open: the SDK retries on its own, and its opening is a reopen.
        .catch(() => undefined);
    });
  };
  let cancelWait = whenIdle(() => void subscribe());
  return () => {
    stopped = true;
    cancelWait();
    stopFollowing();
  };
}

type RealtimeService = Awaited<ReturnType<typeof loadSdk>>['realtime'];

// The SDK keeps its open callbacks for good: one per socket, handing each opening to the followers.
const reopenListeners = new WeakMap<RealtimeService, Set<() => void>>();

/** Calls `listener` each time the socket opens from now on; returns a function that stops it. */
function onReopen(realtime: RealtimeService, listener: () => void): () => void {
  let listeners = reopenListeners.get(realtime);
  if (!listeners) {
    const all = new Set<() => void>();
    realtime.onOpen(() => all.forEach((each) => each()));
    reopenListeners.set(realtime, all);
    listeners = all;
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
