import type { Migration } from '../migrate.ts';

/**
 * The owner's shop settings (decision 024): one row of JSON, validated by core's shopSettingsSchema
 * on every write and read, and a record of every saved change (who, when, which fields, before
 * and after). A trigger NOTIFYs on commit, so every instance reloads its copy, whoever wrote the
 * row: another instance, a script, psql. `changed_by` outlives a deleted account as its e-mail.
 */
export const shopSettings: Migration = {
  id: '080-shop-settings',
  sql: `
CREATE TABLE shop_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_settings_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT now(),
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  changed_by text NOT NULL,
  fields text[] NOT NULL,
  before jsonb NOT NULL,
  after jsonb NOT NULL
);

CREATE FUNCTION pura_notify_shop_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pura_shop_settings', '');
  RETURN NULL;
END $$;

CREATE TRIGGER pura_shop_settings_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_shop_settings_change();
`,
};
