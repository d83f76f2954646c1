import type * as SdkModule from '@/lib/appwrite';

/** The SDK as the app uses it: the client's services and the SDK values (lib/appwrite.ts). */
export type Sdk = typeof SdkModule;

let loading: Promise<Sdk> | null = null;

/**
 * The Appwrite SDK, loaded on demand (decision 012): a page needs it to act or to fetch, never to show
 * itself, so no route's first load carries it. Queries and mutations await it. Every caller shares
 * one load, and a failed one is tried again by the next caller.
 */
export function loadSdk(): Promise<Sdk> {
  loading ??= import('@/lib/appwrite').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts loading the SDK without waiting for it, e.g. when the visitor starts filling a form, so
 * the submit is no slower than with the SDK in the first load. A failure surfaces at the submit.
 */
export function preloadSdk(): void {
  loadSdk().catch(() => undefined);
}
