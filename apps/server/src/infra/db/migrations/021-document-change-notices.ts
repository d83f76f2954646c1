import type { Migration } from '../migrate.ts';

/**
 * Every collection table NOTIFYs its changes on commit (channel DOCUMENT_CHANGES_CHANNEL of
 * document-read-cache.ts), for the document read caches of all instances. Fixed SQL like 020, under
 * the id its generated version last shipped with; a collection declared later adds its trigger in
 * its own migration.
 */
export const documentChangeNotices: Migration = {
  id: '021-document-change-notices-7a3d83a6da2d',
  sql: `CREATE OR REPLACE FUNCTION pura_notify_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pura_document_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS pura_document_change ON "doc_shop_products";
CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_shop_products" FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();
DROP TRIGGER IF EXISTS pura_document_change ON "doc_shop_orders";
CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_shop_orders" FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();
DROP TRIGGER IF EXISTS pura_document_change ON "doc_shop_reviews";
CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_shop_reviews" FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();
DROP TRIGGER IF EXISTS pura_document_change ON "doc_shop_newsletter";
CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_shop_newsletter" FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();
DROP TRIGGER IF EXISTS pura_document_change ON "doc_shop_contact_messages";
CREATE TRIGGER pura_document_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_shop_contact_messages" FOR EACH STATEMENT EXECUTE FUNCTION pura_notify_document_change();
`,
};
