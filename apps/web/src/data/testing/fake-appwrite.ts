import { AppwriteException, type Models, type RealtimeResponseEvent } from 'appwrite';

/**
 * An in-memory stand-in for `@/lib/appwrite` in component tests: the same SDK method names and
 * parameter objects, answers shaped like the server's (documents, lists, AppwriteException with
 * code and type). Tests use it through `vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'))`
 * and drive it with `fakeBackend`.
 */

type Doc = Models.Document & Record<string, unknown>;
type Query = { method: string; attribute?: string; values?: unknown[] };
type Listener = { channels: string[]; callback: (event: RealtimeResponseEvent<unknown>) => void };

const collections = new Map<string, Doc[]>();
const listeners = new Set<Listener>();
let currentUser: Models.User<Models.Preferences> | null = null;
let failures = new Map<string, AppwriteException>();
let pendingUntil: Promise<void> | null = null;
let sequence = 0;

const SHOP_DATABASE_ID = 'shop';

// The SDK's own values, as lib/appwrite.ts passes them on.
export { AuthenticationFactor, AuthenticatorType, ID, OAuthProvider, Permission, Query, Role } from 'appwrite';

function documentNotFound(): AppwriteException {
  return new AppwriteException('Document with the requested ID could not be found.', 404, 'document_not_found');
}

/** A document with the system fields filled in; later `createdAt` values sort first when listing newest first. */
export function makeDocument(collectionId: string, fields: Record<string, unknown> & { $id?: string }): Doc {
  sequence += 1;
  const stamp = new Date(Date.UTC(2025, 0, 1, 0, 0, sequence)).toISOString();
  return {
    $id: fields.$id ?? `doc${sequence}`,
    $sequence: sequence,
    $collectionId: collectionId,
    $databaseId: SHOP_DATABASE_ID,
    $createdAt: stamp,
    $updatedAt: stamp,
    $permissions: [],
    ...fields,
  } as unknown as Doc;
}

function parse(queries: string[] | undefined): Query[] {
  return (queries ?? []).map((q) => JSON.parse(q) as Query);
}

function applyQueries(docs: Doc[], queries: Query[]): Doc[] {
  let result = [...docs];
  for (const q of queries) {
    if (q.method === 'equal' && q.attribute) result = result.filter((d) => q.values?.includes(d[q.attribute as string]));
    if (q.method === 'orderDesc' && q.attribute) result.sort((a, b) => String(b[q.attribute as string]).localeCompare(String(a[q.attribute as string])));
  }
  const cursor = queries.find((q) => q.method === 'cursorAfter')?.values?.[0];
  if (cursor !== undefined) result = result.slice(result.findIndex((d) => d.$id === cursor) + 1);
  const limit = queries.find((q) => q.method === 'limit')?.values?.[0];
  return typeof limit === 'number' ? result.slice(0, limit) : result.slice(0, 25);
}

async function gate(key: string): Promise<void> {
  if (pendingUntil) await pendingUntil;
  const failure = failures.get(key);
  if (failure) throw failure;
}

export const databases = {
  async listDocuments({ collectionId, queries }: { databaseId: string; collectionId: string; queries?: string[] }) {
    await gate(`list:${collectionId}`);
    const all = collections.get(collectionId) ?? [];
    const parsed = parse(queries);
    const filtered = applyQueries(all, parsed.filter((q) => q.method === 'equal'));
    return { total: filtered.length, documents: applyQueries(all, parsed) };
  },
  async getDocument({ collectionId, documentId }: { databaseId: string; collectionId: string; documentId: string }) {
    await gate(`get:${collectionId}`);
    const doc = (collections.get(collectionId) ?? []).find((d) => d.$id === documentId);
    if (!doc) throw documentNotFound();
    return doc;
  },
  async createDocument({ collectionId, documentId, data, permissions }: { databaseId: string; collectionId: string; documentId: string; data: Record<string, unknown>; permissions?: string[] }) {
    await gate(`create:${collectionId}`);
    if (!currentUser) throw new AppwriteException('The current user is not authorized to perform the requested action.', 401, 'user_unauthorized');
    const doc = { ...makeDocument(collectionId, { ...data, $id: documentId }), $permissions: permissions ?? [] };
    collections.set(collectionId, [...(collections.get(collectionId) ?? []), doc]);
    return doc;
  },
  async deleteDocument({ collectionId, documentId }: { databaseId: string; collectionId: string; documentId: string }) {
    await gate(`delete:${collectionId}`);
    const docs = collections.get(collectionId) ?? [];
    if (!docs.some((d) => d.$id === documentId)) throw documentNotFound();
    collections.set(collectionId, docs.filter((d) => d.$id !== documentId));
    return {};
  },
};

export const storage = {
  getFilePreview({ bucketId, fileId, width, output }: { bucketId: string; fileId: string; width?: number; height?: number; quality?: number; output?: string }) {
    return `/v1/storage/buckets/${bucketId}/files/${fileId}/preview?width=${width ?? ''}&output=${output ?? ''}`;
  },
};

export const account = {
  async get() {
    if (!currentUser) throw new AppwriteException('User (role: guests) missing scopes (["account"])', 401, 'general_unauthorized_scope');
    return currentUser;
  },
};

const openCallbacks = new Set<() => void>();

/** The SDK's Realtime service: its socket opens at once; `fakeBackend.reopen()` drops and reopens it. */
export const realtime = {
  async subscribe(channels: string | string[], callback: (event: RealtimeResponseEvent<unknown>) => void) {
    const listener = { channels: Array.isArray(channels) ? channels : [channels], callback };
    listeners.add(listener);
    const close = async () => void listeners.delete(listener);
    return { unsubscribe: close, close };
  },
  onOpen(callback: () => void) {
    openCallbacks.add(callback);
  },
};

/** Test controls for the fake back end. */
export const fakeBackend = {
  reset() {
    collections.clear();
    listeners.clear();
    currentUser = null;
    failures = new Map();
    pendingUntil = null;
  },
  seed(collectionId: string, docs: Array<Record<string, unknown> & { $id?: string }>) {
    const made = docs.map((fields) => makeDocument(collectionId, fields));
    collections.set(collectionId, [...(collections.get(collectionId) ?? []), ...made]);
    return made;
  },
  remove(collectionId: string, documentId: string) {
    collections.set(collectionId, (collections.get(collectionId) ?? []).filter((d) => d.$id !== documentId));
  },
  documents(collectionId: string): Doc[] {
    return collections.get(collectionId) ?? [];
  },
  signIn(user: { id: string; name: string; email?: string; labels?: string[]; emailVerification?: boolean }) {
    // The readable hint cookie the real server sets beside the session cookie.
    document.cookie = 'pura_signed_in=1; path=/';
    currentUser = {
      $id: user.id,
      name: user.name,
      email: user.email ?? `${user.id}@example.com`,
      emailVerification: user.emailVerification ?? true,
      labels: user.labels ?? [],
      registration: '2025-01-01T00:00:00.000+00:00',
    } as unknown as Models.User<Models.Preferences>;
  },
  /** Makes one kind of call fail, e.g. `fail('list:products', 'Network request failed')`. */
  fail(key: string, message: string, code = 500, type = 'general_unknown') {
    failures.set(key, new AppwriteException(message, code, type));
  },
  recover(key: string) {
    failures.delete(key);
  },
  /** Holds every call until the returned function is called (to see loading states). */
  hold(): () => void {
    let release = () => {};
    pendingUntil = new Promise<void>((resolve) => {
      release = () => {
        pendingUntil = null;
        resolve();
      };
    });
    return release;
  },
  /** The socket dropped and opened again: what changed meanwhile was never sent. */
  reopen() {
    for (const callback of openCallbacks) callback();
  },
  subscriberCount(channel: string): number {
    return [...listeners].filter((l) => l.channels.includes(channel)).length;
  },
  /** Delivers a realtime event to the subscribers of any of its channels. */
  emit(event: Pick<RealtimeResponseEvent<unknown>, 'events' | 'channels' | 'payload'>) {
    const full = { ...event, timestamp: new Date().toISOString(), subscriptions: [] };
    for (const l of listeners) if (l.channels.some((c) => event.channels.includes(c))) l.callback(full);
  },
};
