import { Account, Client, Databases, Storage } from 'appwrite';
import { appwriteEndpoint, runtimeConfig } from '@/lib/runtime-config';

/** The one SDK client of the web app, configured from the server's runtime config. */
export const appwriteClient = new Client().setEndpoint(appwriteEndpoint()).setProject(runtimeConfig().projectId);

export const account = new Account(appwriteClient);
export const databases = new Databases(appwriteClient);
export const storage = new Storage(appwriteClient);

export { SHOP_DATABASE_ID } from '@/data/products';
