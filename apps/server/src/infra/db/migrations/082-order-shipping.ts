import type { Migration } from '../migrate.ts';

/**
 * Orders record what they paid for shipping (orders declaration, decision 030), so order history,
 * the admin's order page and the e-mail show the Shipping line the shopper paid. Older orders keep
 * null: they shipped free.
 *
 * And the shop never shows a broken logo or hero image (decision 024): when the file a setting
 * names is deleted from the product-images bucket (by the admin, a script or psql), a trigger sets
 * that setting back to null — the leaf mark, the drawn leaves — in the same transaction, records
 * the change like a saved one, and the settings row's own trigger (migration 080) makes every
 * instance reload.
 */
export const orderShipping: Migration = {
  id: '082-order-shipping',
  sql: `
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "shipping" numeric(20, 2);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_shipping_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_shipping_range" CHECK ("shipping" >= 0 AND "shipping" <= 100000000);

CREATE OR REPLACE FUNCTION pura_settings_forget_deleted_image() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stored jsonb;
  changed text[] := '{}';
  was jsonb := '{}';
  now_is jsonb := '{}';
  setting record;
BEGIN
  IF OLD.bucket_id <> 'product-images' THEN RETURN NULL; END IF;
  SELECT settings INTO stored FROM shop_settings WHERE id = 1 FOR UPDATE;
  IF stored IS NULL THEN RETURN NULL; END IF;
  FOR setting IN SELECT * FROM (VALUES ('store', 'logoFileId'), ('home', 'heroImageFileId')) AS s(section, field) LOOP
    IF stored #>> ARRAY[setting.section, setting.field] = OLD.id THEN
      stored := jsonb_set(stored, ARRAY[setting.section, setting.field], 'null'::jsonb);
      changed := changed || (setting.section || '.' || setting.field);
      was := was || jsonb_build_object(setting.section || '.' || setting.field, OLD.id);
      now_is := now_is || jsonb_build_object(setting.section || '.' || setting.field, NULL);
    END IF;
  END LOOP;
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  UPDATE shop_settings SET settings = stored, updated_at = now() WHERE id = 1;
  INSERT INTO shop_settings_changes (user_id, changed_by, fields, before, after)
    VALUES (NULL, 'the shop: the image was deleted', changed, was, now_is);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS pura_settings_forget_deleted_image ON files;
CREATE TRIGGER pura_settings_forget_deleted_image AFTER DELETE ON files
  FOR EACH ROW EXECUTE FUNCTION pura_settings_forget_deleted_image();
`,
};
