import { Account, Client, Databases, Realtime, Storage } from 'appwrite';
import { appwriteEndpoint, runtimeConfig } from '@/lib/runtime-config';

// Loaded through lib/sdk.ts only: a static import would put the SDK into a page's first load.

/** The one SDK client of the web app, configured from the server's runtime config. */
export const appwriteClient = new Client().setEndpoint(appwriteEndpoint()).setProject(runtimeConfig().projectId);

export const account = new Account(appwriteClient);
export const databases = new Databases(appwriteClient);
export const storage = new Storage(appwriteClient);
/** The page's one realtime socket, for every channel it follows (lib/live-channel.ts). */
export const realtime = new Realtime(appwriteClient);

// The SDK values the app uses, here so that one chunk holds all of the SDK the app needs.
export { AuthenticationFactor, AuthenticatorType, ID, OAuthProvider, Permission, Query, Role } from 'appwrite';
