import type { Migration } from '../migrate.ts';
import { shopSchema } from '../../../appwrite/databases/collection-schema.ts';
import { databaseDdl, ddlHash } from '../../../appwrite/databases/schema-ddl.ts';

const sql = databaseDdl(shopSchema);

/**
 * The tables of the `shop` database, generated from its collection declarations. The DDL is
 * idempotent and the id carries its hash, so changing a declaration (a new attribute, index or
 * range) yields a new id and the updated DDL is applied at the next start.
 */
export const shopCollections: Migration = { id: `020-shop-collections-${ddlHash(sql)}`, sql };
