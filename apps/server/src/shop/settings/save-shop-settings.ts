import type { FastifyInstance } from 'fastify';
import {
  changedSettingsFields,
  defaultShopSettings,
  readStoredShopSettings,
  settingsValueAt,
  validateShopSettings,
  type AdminShopSettings,
} from '@pura/core/settings/shop-settings';
import { invalidArgument } from '../../infra/errors.ts';
import { PRODUCT_IMAGES_BUCKET_ID } from '../../appwrite/storage/buckets.ts';
import { findFileAsServer } from '../../appwrite/storage/server-files.ts';
import type { UserRecord } from '../../appwrite/identity/identity-store.ts';
import { lastSettingsChange, lockStoredSettings, recordSettingsChange, writeSettings } from './settings-store.ts';

/** What /admin → Settings shows: the settings in force and the last saved change. */
export async function loadAdminShopSettings(app: FastifyInstance): Promise<AdminShopSettings> {
  const [settings, lastChange] = await Promise.all([app.shopSettings.current(), lastSettingsChange(app.db)]);
  return { settings, lastChange };
}

/**
 * Saves a whole settings object from the admin form. Bad input answers 400 naming the first bad
 * field and changes nothing. The write and its record (who, which fields, before and after) are
 * one transaction; a save that changes nothing records nothing.
 */
export async function saveShopSettings(app: FastifyInstance, admin: UserRecord, input: unknown): Promise<AdminShopSettings> {
  const validation = validateShopSettings(input);
  if (!validation.ok) {
    const [first] = validation.errors;
    throw invalidArgument(first?.path ?? 'settings', first?.message ?? 'invalid settings');
  }
  const after = validation.settings;
  await requireUploadedImages(app, after);
  const defaults = defaultShopSettings(app.config.checkout.taxRateBasisPoints);
  await app.db.transaction(async (tx) => {
    const { settings: before } = readStoredShopSettings(await lockStoredSettings(tx), defaults);
    const fields = changedSettingsFields(before, after);
    if (fields.length === 0) return;
    await writeSettings(tx, after);
    const valuesOf = (settings: typeof after) => Object.fromEntries(fields.map((path) => [path, settingsValueAt(settings, path)]));
    await recordSettingsChange(tx, {
      userId: admin.id,
      changedBy: admin.email ?? admin.name,
      fields,
      before: valuesOf(before),
      after: valuesOf(after),
    });
  });
  app.shopSettings.changed();
  return loadAdminShopSettings(app);
}

/**
 * The logo and hero image are files of the product-images bucket (the admin uploads them there,
 * as product images): a saved id must name one, or the header and home would show a broken image.
 */
async function requireUploadedImages(app: FastifyInstance, settings: AdminShopSettings['settings']): Promise<void> {
  const images = [
    ['store.logoFileId', 'Logo', settings.store.logoFileId],
    ['home.heroImageFileId', 'Hero image', settings.home.heroImageFileId],
  ] as const;
  for (const [path, label, fileId] of images) {
    if (fileId !== null && !(await findFileAsServer(app, PRODUCT_IMAGES_BUCKET_ID, fileId))) {
      throw invalidArgument(path, `${label} must be the id of an uploaded image`);
    }
  }
}
