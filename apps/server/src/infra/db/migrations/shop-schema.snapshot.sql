CREATE TABLE IF NOT EXISTS "doc_shop_products" (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "doc_shop_products__id_key" UNIQUE (_id)
);
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "name" text NOT NULL;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "price" numeric(20, 2) NOT NULL;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "description" text NOT NULL;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "category" text NOT NULL;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "stock" bigint;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "isNew" boolean;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "isBestseller" boolean;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "ratingCount" bigint;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "ratingSum" bigint;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "originalPrice" numeric(20, 2);
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "benefits" text[];
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "ingredients" text[];
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "image" text;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "imageUrl" text;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "imageFileId" text;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "imageNumber" bigint;
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "skinTypes" text[];
ALTER TABLE "doc_shop_products" ADD COLUMN IF NOT EXISTS "skinConcerns" text[];
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_price_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_price_range" CHECK ("price" >= 0.01 AND "price" <= 1000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_stock_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_stock_range" CHECK ("stock" >= 0 AND "stock" <= 1000000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_ratingCount_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_ratingCount_range" CHECK ("ratingCount" >= 0 AND "ratingCount" <= 1000000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_ratingSum_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_ratingSum_range" CHECK ("ratingSum" >= 0 AND "ratingSum" <= 5000000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_originalPrice_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_originalPrice_range" CHECK ("originalPrice" >= 0.01 AND "originalPrice" <= 1000000);
ALTER TABLE "doc_shop_products" DROP CONSTRAINT IF EXISTS "doc_shop_products_imageNumber_range";
ALTER TABLE "doc_shop_products" ADD CONSTRAINT "doc_shop_products_imageNumber_range" CHECK ("imageNumber" >= 0 AND "imageNumber" <= 1000000);
CREATE INDEX IF NOT EXISTS "doc_shop_products__created" ON "doc_shop_products" (_created_at);
CREATE INDEX IF NOT EXISTS "doc_shop_products__updated" ON "doc_shop_products" (_updated_at);
CREATE INDEX IF NOT EXISTS "doc_shop_products_category_created" ON "doc_shop_products" ("category", _created_at DESC);
CREATE INDEX IF NOT EXISTS "doc_shop_products_created" ON "doc_shop_products" (_created_at DESC);
CREATE INDEX IF NOT EXISTS "doc_shop_products_name_search" ON "doc_shop_products" USING gin (to_tsvector('simple', coalesce("name", '')));
CREATE INDEX IF NOT EXISTS "doc_shop_products_description_search" ON "doc_shop_products" USING gin (to_tsvector('simple', coalesce("description", '')));

CREATE TABLE IF NOT EXISTS "doc_shop_orders" (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "doc_shop_orders__id_key" UNIQUE (_id)
);
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "reference" text GENERATED ALWAYS AS ('ORD-' || CASE WHEN _seq < 1000000 THEN lpad(_seq::text, 6, '0') ELSE _seq::text END) STORED;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "userId" text NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "email" text NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "items" text NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "subtotal" numeric(20, 2) NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "tax" numeric(20, 2) NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "total" numeric(20, 2) NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "taxMode" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "taxRateBasisPoints" bigint;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "shipping" numeric(20, 2);
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "shippingAddress" text NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "paymentIntentId" text NOT NULL;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "statusHistory" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "customPackagingName" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "stockTaken" text;
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz(3);
ALTER TABLE "doc_shop_orders" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz(3);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_subtotal_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_subtotal_range" CHECK ("subtotal" >= 0 AND "subtotal" <= 100000000);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_tax_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_tax_range" CHECK ("tax" >= 0 AND "tax" <= 100000000);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_total_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_total_range" CHECK ("total" >= 0 AND "total" <= 100000000);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_taxRateBasisPoints_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_taxRateBasisPoints_range" CHECK ("taxRateBasisPoints" >= 0 AND "taxRateBasisPoints" <= 10000);
ALTER TABLE "doc_shop_orders" DROP CONSTRAINT IF EXISTS "doc_shop_orders_shipping_range";
ALTER TABLE "doc_shop_orders" ADD CONSTRAINT "doc_shop_orders_shipping_range" CHECK ("shipping" >= 0 AND "shipping" <= 100000000);
CREATE INDEX IF NOT EXISTS "doc_shop_orders__created" ON "doc_shop_orders" (_created_at);
CREATE INDEX IF NOT EXISTS "doc_shop_orders__updated" ON "doc_shop_orders" (_updated_at);
CREATE INDEX IF NOT EXISTS "doc_shop_orders__permissions" ON "doc_shop_orders" USING gin (_permissions);
CREATE UNIQUE INDEX IF NOT EXISTS "doc_shop_orders_payment_intent" ON "doc_shop_orders" ("paymentIntentId");
CREATE UNIQUE INDEX IF NOT EXISTS "doc_shop_orders_reference" ON "doc_shop_orders" ("reference");
CREATE INDEX IF NOT EXISTS "doc_shop_orders_user_created" ON "doc_shop_orders" ("userId", _created_at DESC);
CREATE INDEX IF NOT EXISTS "doc_shop_orders_created" ON "doc_shop_orders" (_created_at DESC);

CREATE TABLE IF NOT EXISTS "doc_shop_reviews" (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "doc_shop_reviews__id_key" UNIQUE (_id)
);
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "productId" text NOT NULL;
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "userId" text NOT NULL;
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "rating" bigint NOT NULL;
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "text" text;
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "authorName" text;
ALTER TABLE "doc_shop_reviews" ADD COLUMN IF NOT EXISTS "verifiedPurchase" boolean;
ALTER TABLE "doc_shop_reviews" DROP CONSTRAINT IF EXISTS "doc_shop_reviews_rating_range";
ALTER TABLE "doc_shop_reviews" ADD CONSTRAINT "doc_shop_reviews_rating_range" CHECK ("rating" >= 1 AND "rating" <= 5);
CREATE INDEX IF NOT EXISTS "doc_shop_reviews__created" ON "doc_shop_reviews" (_created_at);
CREATE INDEX IF NOT EXISTS "doc_shop_reviews__updated" ON "doc_shop_reviews" (_updated_at);
CREATE INDEX IF NOT EXISTS "doc_shop_reviews__permissions" ON "doc_shop_reviews" USING gin (_permissions);
CREATE UNIQUE INDEX IF NOT EXISTS "doc_shop_reviews_one_per_user" ON "doc_shop_reviews" ("productId", "userId");
CREATE INDEX IF NOT EXISTS "doc_shop_reviews_product_created" ON "doc_shop_reviews" ("productId", _created_at DESC);

CREATE TABLE IF NOT EXISTS "doc_shop_newsletter" (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "doc_shop_newsletter__id_key" UNIQUE (_id)
);
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "email" text NOT NULL;
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "source" text;
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "subscribedAt" timestamptz(3);
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz(3);
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "confirmed" boolean;
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "confirmedAt" timestamptz(3);
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "consentAt" timestamptz(3);
ALTER TABLE "doc_shop_newsletter" ADD COLUMN IF NOT EXISTS "consentText" text;
CREATE INDEX IF NOT EXISTS "doc_shop_newsletter__created" ON "doc_shop_newsletter" (_created_at);
CREATE INDEX IF NOT EXISTS "doc_shop_newsletter__updated" ON "doc_shop_newsletter" (_updated_at);
CREATE UNIQUE INDEX IF NOT EXISTS "doc_shop_newsletter_email" ON "doc_shop_newsletter" ("email");
CREATE INDEX IF NOT EXISTS "doc_shop_newsletter_subscribed" ON "doc_shop_newsletter" ("subscribedAt" DESC);

CREATE TABLE IF NOT EXISTS "doc_shop_contact_messages" (
  _seq bigserial PRIMARY KEY,
  _id text NOT NULL,
  _created_at timestamptz(3) NOT NULL DEFAULT now(),
  _updated_at timestamptz(3) NOT NULL DEFAULT now(),
  _permissions text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "doc_shop_contact_messages__id_key" UNIQUE (_id)
);
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "firstName" text NOT NULL;
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "lastName" text NOT NULL;
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "email" text NOT NULL;
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "subject" text NOT NULL;
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "message" text NOT NULL;
ALTER TABLE "doc_shop_contact_messages" ADD COLUMN IF NOT EXISTS "read" boolean;
CREATE INDEX IF NOT EXISTS "doc_shop_contact_messages__created" ON "doc_shop_contact_messages" (_created_at);
CREATE INDEX IF NOT EXISTS "doc_shop_contact_messages__updated" ON "doc_shop_contact_messages" (_updated_at);
CREATE INDEX IF NOT EXISTS "doc_shop_contact_messages_created" ON "doc_shop_contact_messages" (_created_at DESC);

CREATE OR REPLACE FUNCTION pura_notify_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
