import type { FastifyInstance } from 'fastify';
import { serverDocuments } from '../../appwrite/databases/server-documents.ts';
import { findFileAsServer, storeFileAsServer } from '../../appwrite/storage/server-files.ts';
import { catalogueSeedPlan } from './catalogue-seed-plan.ts';
import { renderProductArtworkWebp } from './product-artwork.ts';

const SEED_KEY = 'catalogue_seed';
// A claim older than this belongs to an instance that died mid-seed; another may take over.
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Seeds the demo catalogue into a new database, once. The marker in app_state makes it run once
 * per database (so products an admin later deletes or edits are never brought back), and the
 * claim makes concurrent instances on one PostgreSQL take turns. Every step is idempotent, so a
 * seed interrupted by a crash is completed on the next start.
 */
export async function seedCatalogueOnce(app: FastifyInstance): Promise<'seeded' | 'already-seeded' | 'busy'> {
  // Every restart lands here: a plain read settles it without the claim's row lock and write.
  if (await seedDone(app)) return 'already-seeded';
  const claim = await app.db.query<{ value: string }>(
    `INSERT INTO app_state (key, value) VALUES ($1, 'running')
     ON CONFLICT (key) DO UPDATE SET value = 'running', updated_at = now()
       WHERE app_state.value = 'running' AND app_state.updated_at < now() - ($2 || ' milliseconds')::interval
     RETURNING value`,
    [SEED_KEY, String(STALE_CLAIM_MS)],
  );
  if (claim.rows.length === 0) return (await seedDone(app)) ? 'already-seeded' : 'busy';

  const docs = serverDocuments(app);
  const plan = catalogueSeedPlan();
  // sharp renders on its own threads: every missing picture starts at once, and each is stored
  // (on this thread) as soon as it is ready, instead of rendering and storing taking turns.
  const artworks = new Map<string, Promise<Buffer>>();
  for (const entry of plan) {
    if (await findFileAsServer(app, 'product-images', entry.image.fileId)) continue;
    const artwork = renderProductArtworkWebp(entry.artwork);
    // Awaited below in plan order; a failure must not count as unhandled before its turn.
    artwork.catch(() => undefined);
    artworks.set(entry.image.fileId, artwork);
  }
  let created = 0;
  for (const entry of plan) {
    const artwork = artworks.get(entry.image.fileId);
    if (artwork) {
      await storeFileAsServer(app, {
        bucketId: 'product-images',
        fileId: entry.image.fileId,
        name: entry.image.fileName,
        bytes: await artwork,
      });
    }
    if (!(await docs.get('products', entry.documentId))) {
      await docs.create('products', { documentId: entry.documentId, data: { ...entry.data } });
      created++;
    }
  }
  await app.db.query(`UPDATE app_state SET value = 'done', updated_at = now() WHERE key = $1`, [SEED_KEY]);
  app.log.info({ products: plan.length, created }, 'demo catalogue seeded');
  return 'seeded';
}

/** True once the seed has completed on this database. */
async function seedDone(app: FastifyInstance): Promise<boolean> {
  const state = await app.db.query<{ value: string }>('SELECT value FROM app_state WHERE key = $1', [SEED_KEY]);
  return state.rows[0]?.value === 'done';
}
