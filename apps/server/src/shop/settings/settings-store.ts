import type { Queryable } from '../../infra/db/database.ts';
import type { SettingsChange, ShopSettings } from '@pura/core/settings/shop-settings';

/** The stored settings JSON, unvalidated (the caller reads it through core's schema); undefined when no row exists yet. */
export async function readStoredSettings(db: Queryable): Promise<unknown> {
  const { rows } = await db.query<{ settings: unknown }>('SELECT settings FROM shop_settings WHERE id = 1');
  return rows[0]?.settings;
}

/** Stores the first settings of a new database; a concurrent first start keeps whichever came first. */
export async function insertFirstSettings(db: Queryable, settings: ShopSettings): Promise<void> {
  await db.query('INSERT INTO shop_settings (id, settings) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [JSON.stringify(settings)]);
}

/** The settings row locked for a change, so two admins saving at once are recorded one after the other. */
export async function lockStoredSettings(tx: Queryable): Promise<unknown> {
  const { rows } = await tx.query<{ settings: unknown }>('SELECT settings FROM shop_settings WHERE id = 1 FOR UPDATE');
  return rows[0]?.settings;
}

export async function writeSettings(tx: Queryable, settings: ShopSettings): Promise<void> {
  await tx.query(
    `INSERT INTO shop_settings (id, settings, updated_at) VALUES (1, $1, now())
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(settings)],
  );
}

export async function recordSettingsChange(
  tx: Queryable,
  change: { userId: string; changedBy: string; fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await tx.query('INSERT INTO shop_settings_changes (user_id, changed_by, fields, before, after) VALUES ($1, $2, $3, $4, $5)', [
    change.userId,
    change.changedBy,
    change.fields,
    JSON.stringify(change.before),
    JSON.stringify(change.after),
  ]);
}

export async function lastSettingsChange(db: Queryable): Promise<SettingsChange | null> {
  const { rows } = await db.query<{
    changed_at: Date | string;
    changed_by: string;
    fields: string[];
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>('SELECT changed_at, changed_by, fields, before, after FROM shop_settings_changes ORDER BY id DESC LIMIT 1');
  const row = rows[0];
  if (!row) return null;
  return {
    changedAt: new Date(row.changed_at).toISOString(),
    changedBy: row.changed_by,
    fields: row.fields,
    before: row.before,
    after: row.after,
  };
}
