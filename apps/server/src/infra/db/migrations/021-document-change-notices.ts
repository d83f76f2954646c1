import type { Migration } from '../migrate.ts';
import { shopSchema } from '../../../appwrite/databases/collection-schema.ts';
import { DOCUMENT_CHANGES_CHANNEL } from '../../../appwrite/databases/document-read-cache.ts';
import { changeNoticeDdl, ddlHash } from '../../../appwrite/databases/schema-ddl.ts';

const sql = changeNoticeDdl(shopSchema, DOCUMENT_CHANGES_CHANNEL);

/**
 * Every collection table NOTIFYs its changes on commit, for the document read caches of all
 * instances. Generated from the declarations like 020, with the hash in the id: a collection
 * declared later gets its trigger at the next start, after 020 has created its table.
 */
export const documentChangeNotices: Migration = { id: `021-document-change-notices-${ddlHash(sql)}`, sql };
