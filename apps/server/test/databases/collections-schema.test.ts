import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases } from 'appwrite';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { runMigrations } from '../../src/infra/db/migrate.ts';
import { compileDatabase, shopSchema } from '../../src/appwrite/databases/collection-schema.ts';
import { collectionDdl, databaseDdl } from '../../src/appwrite/databases/schema-ddl.ts';
import { products } from '@pura/core/collections/products';
import { serverDocuments, withDocumentsTransaction } from '../../src/appwrite/databases/server-documents.ts';
import type { CollectionDeclaration } from '@pura/core/collections/declaration-types';
import { DB, orderData, productData, recordEvents } from './fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function sqlError(sql: string, params: unknown[] = []): Promise<string | undefined> {
  try {
    await server.db.query(sql, params);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe(`collection tables on ${TEST_ENGINE}`, () => {
  it('has one table per declared collection', async () => {
    const { rows } = await server.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'doc\\_shop\\_%' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      'doc_shop_contact_messages',
      'doc_shop_newsletter',
      'doc_shop_orders',
      'doc_shop_products',
      'doc_shop_reviews',
    ]);
  });

  it('re-applies its DDL without effect, and runs no migration twice', async () => {
    await server.db.exec(databaseDdl(shopSchema));
    await server.db.exec(databaseDdl(shopSchema));
    expect(await runMigrations(server.db)).toEqual([]);
  });

  it('backs the rules with constraints: price > 0, stock >= 0 or null, rating 1–5, unique keys', async () => {
    const insert = (price: unknown, stock: unknown) =>
      sqlError(`INSERT INTO doc_shop_products (_id, name, price, description, category, stock) VALUES ($1, 'n', $2, 'd', 'c', $3)`, [
        `c${Math.random().toString(36).slice(2, 10)}`,
        price,
        stock,
      ]);
    expect(await insert('0', null)).toBe('23514');
    expect(await insert('-1', null)).toBe('23514');
    expect(await insert('1', '-1')).toBe('23514');
    expect(await insert('0.01', null)).toBeUndefined();
    expect(await insert('1', '0')).toBeUndefined();
    expect(await sqlError(`INSERT INTO doc_shop_reviews (_id, "productId", "userId", rating) VALUES ('r1', 'p', 'u', 0)`)).toBe('23514');
    const order = (id: string, intent: string) =>
      sqlError(
        `INSERT INTO doc_shop_orders (_id, "userId", email, items, subtotal, tax, total, "shippingAddress", "paymentIntentId") VALUES ($1, 'u', 'e@x.io', '[]', 1, 0, 1, '{}', $2)`,
        [id, intent],
      );
    expect(await order('o1', 'pi_same')).toBeUndefined();
    expect(await order('o2', 'pi_same')).toBe('23505');
    const subscriber = (id: string) => sqlError(`INSERT INTO doc_shop_newsletter (_id, email) VALUES ($1, 'same@example.test')`, [id]);
    expect(await subscriber('n1')).toBeUndefined();
    expect(await subscriber('n2')).toBe('23505');
  });

  it('stores money as exact decimals', async () => {
    const { rows } = await server.db.query<{ type: string; column: string }>(
      `SELECT column_name AS column, data_type AS type FROM information_schema.columns
       WHERE table_name IN ('doc_shop_products', 'doc_shop_orders') AND column_name IN ('price', 'originalPrice', 'subtotal', 'tax', 'total') ORDER BY 2`,
    );
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['numeric']));
  });

  it('adds a new attribute and index to an existing table when a declaration grows', async () => {
    await serverDocuments(server.app).create('products', { documentId: 'before-growth', data: productData() });
    const grown: CollectionDeclaration = {
      ...products,
      attributes: [...products.attributes, { key: 'badge', type: 'string', size: 32, default: 'none' }],
      indexes: [...products.indexes, { key: 'badge', type: 'key', attributes: ['badge'] }],
    };
    const schema = compileDatabase({ id: 'shop', name: 'Shop', collections: [grown] }).collections.get('products');
    await server.db.exec(collectionDdl(schema!));
    await server.db.exec(collectionDdl(schema!));
    const { rows } = await server.db.query(`SELECT badge FROM doc_shop_products WHERE _id = 'before-growth'`);
    expect(rows).toEqual([{ badge: null }]);
    await server.db.exec(`ALTER TABLE doc_shop_products DROP COLUMN badge`);
  });

  it('refuses a broken declaration at start', () => {
    const broken = (change: Partial<CollectionDeclaration>) => () =>
      compileDatabase({ id: 'shop', name: 'Shop', collections: [{ ...products, ...change }] });
    expect(broken({ indexes: [{ key: 'x', type: 'key', attributes: ['nope'] }] })).toThrow(/unknown attribute "nope"/);
    expect(broken({ attributes: [{ key: 'bad key', type: 'boolean' }] })).toThrow(/attribute key "bad key"/);
    expect(broken({ attributes: [{ key: 'a', type: 'string', size: 5, required: true, default: 'x' }] })).toThrow(
      /required attribute cannot have a default/,
    );
    expect(broken({ indexes: [{ key: 'ft', type: 'fulltext', attributes: ['stock'] }] })).toThrow(/fulltext/);
    expect(broken({ permissions: ['read(any)'] })).toThrow();
  });
});

describe('server-side transactions', () => {
  it('commits an order and its stock decrement together, and publishes after commit', async () => {
    const docs = serverDocuments(server.app);
    await docs.create('products', { documentId: 'tx-product', data: productData({ stock: 5 }) });
    const recorder = recordEvents(server);
    try {
      const order = await withDocumentsTransaction(server.app, async (tx) => {
        const product = await tx.get('products', 'tx-product', { forUpdate: true });
        expect(product?.stock).toBe(5);
        await tx.decrement('products', 'tx-product', 'stock', 2, { min: 0 });
        const created = await tx.create('orders', {
          data: orderData('buyer-1', { paymentIntentId: 'pi_tx_1' }),
          permissions: ['read("user:buyer-1")'],
        });
        // Nothing is announced before the transaction commits.
        expect(recorder.events).toEqual([]);
        return created;
      });
      expect(order.reference).toMatch(/^ORD-\d{6}$/);
      expect((await docs.get('products', 'tx-product'))?.stock).toBe(3);
      expect(recorder.events.map((e) => e.events[0])).toEqual([
        'databases.shop.collections.products.documents.tx-product.update',
        `databases.shop.collections.orders.documents.${order.$id}.create`,
      ]);
    } finally {
      recorder.stop();
    }
  });

  it('rolls everything back when one step fails, and publishes nothing', async () => {
    const docs = serverDocuments(server.app);
    const recorder = recordEvents(server);
    try {
      await expect(
        withDocumentsTransaction(server.app, async (tx) => {
          await tx.decrement('products', 'tx-product', 'stock', 1, { min: 0 });
          // Same payment intent as before: the unique constraint fails the whole unit.
          await tx.create('orders', { data: orderData('buyer-1', { paymentIntentId: 'pi_tx_1' }) });
        }),
      ).rejects.toMatchObject({ type: 'document_unique_constraint_violation' });
      expect((await docs.get('products', 'tx-product'))?.stock).toBe(3);
      await expect(
        withDocumentsTransaction(server.app, async (tx) => {
          await tx.decrement('products', 'tx-product', 'stock', 3, { min: 0 });
          await tx.decrement('products', 'tx-product', 'stock', 1, { min: 0 });
        }),
      ).rejects.toMatchObject({ type: 'attribute_limit_exceeded' });
      expect((await docs.get('products', 'tx-product'))?.stock).toBe(3);
      expect(recorder.events).toEqual([]);
    } finally {
      recorder.stop();
    }
  });

  it('lists, upserts and deletes for other modules, with the same validation as clients', async () => {
    const docs = serverDocuments(server.app);
    const subscriber = await docs.upsert('newsletter', 'sub-x', { data: { email: 'x@example.test', source: 'footer' } });
    expect(subscriber).toMatchObject({ $id: 'sub-x', source: 'footer', confirmed: false });
    expect((await docs.upsert('newsletter', 'sub-x', { data: { name: 'X' } })).name).toBe('X');
    const found = await docs.list('newsletter', [JSON.stringify({ method: 'equal', attribute: 'email', values: ['x@example.test'] })]);
    expect(found.documents.map((d) => d.$id)).toEqual(['sub-x']);
    await expect(docs.create('newsletter', { data: { email: 'broken' } })).rejects.toMatchObject({ type: 'document_invalid_structure' });
    expect((await docs.delete('newsletter', 'sub-x')).$id).toBe('sub-x');
    expect(await docs.get('newsletter', 'sub-x')).toBeNull();
    // The server is not bound by collection permissions, but clients still are.
    const message = await docs.create('contact_messages', {
      data: { firstName: 'A', lastName: 'B', email: 'a@example.test', subject: 'S', message: 'M' },
    });
    await expect(
      new Databases(server.client()).getDocument({ databaseId: DB, collectionId: 'contact_messages', documentId: message.$id }),
    ).rejects.toMatchObject({ code: 404 });
  });
});
