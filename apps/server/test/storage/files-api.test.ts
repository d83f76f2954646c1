import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID, Permission, Query, Role, Storage, type Models } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin, createTestUser } from '../helpers/sessions.ts';
import { fileOf, makeImage } from '../helpers/images.ts';
import { appwriteFailure } from '../helpers/appwrite-failure.ts';
import { raw } from '../helpers/raw-request.ts';
import { declareBucket } from '../../src/appwrite/storage/storage-context.ts';
import { permission } from '../../src/appwrite/permissions/permissions.ts';
import { deleteFileAsServer, findFileAsServer, storeFileAsServer } from '../../src/appwrite/storage/server-files.ts';
import { AppwriteError } from '../../src/infra/errors.ts';

const BUCKET = 'product-images';

let server: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let png: Buffer;

const storage = (who?: TestUser) => new Storage(who ? who.client() : server.client());

beforeAll(async () => {
  server = await startTestServer();
  [admin, alice, bob] = await Promise.all([createTestAdmin(server), createTestUser(server), createTestUser(server)]);
  png = await makeImage('png');
  // A bucket where files carry their own permissions, and one nobody may list.
  declareBucket(server.app, {
    id: 'private-docs',
    name: 'Private documents',
    permissions: [permission('create', 'users')],
    fileSecurity: true,
    maximumFileSizeBytes: 1_000_000,
    allowedFileExtensions: ['png'],
    allowedMimeTypes: ['image/png'],
  });
  declareBucket(server.app, {
    id: 'drop-box',
    name: 'Drop box',
    permissions: [permission('create', 'users')],
    fileSecurity: false,
    maximumFileSizeBytes: 1_000_000,
    allowedFileExtensions: [],
    allowedMimeTypes: null,
  });
});
afterAll(() => server.close());

describe(`Storage API through the SDK on ${TEST_ENGINE}`, () => {
  let created: Models.File;

  it('lets an admin upload an image into product-images and answers the File model', async () => {
    created = await storage(admin).createFile({ bucketId: BUCKET, fileId: ID.unique(), file: fileOf(png, 'rose-cream.png') });
    expect(created).toEqual({
      $id: expect.stringMatching(/^[0-9a-f]{20}$/),
      bucketId: BUCKET,
      $createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/),
      $updatedAt: expect.any(String),
      $permissions: [`read("user:${admin.userId}")`, `update("user:${admin.userId}")`, `delete("user:${admin.userId}")`],
      name: 'rose-cream.png',
      folder: '',
      key: 'rose-cream.png',
      signature: createHash('md5').update(png).digest('hex'),
      mimeType: 'image/png',
      sizeOriginal: png.length,
      sizeActual: png.length,
      chunksTotal: 1,
      chunksUploaded: 1,
      encryption: false,
      compression: 'none',
    });
  });

  it('uses a custom ID, explicit permissions and a folder', async () => {
    const file = await storage(admin).createFile({
      bucketId: BUCKET,
      fileId: 'hero-banner',
      file: fileOf(await makeImage('webp'), 'Hero Banner.webp'),
      permissions: [Permission.read(Role.any()), Permission.write(Role.label('admin'))],
      folder: 'banners/2026',
    });
    expect(file.$id).toBe('hero-banner');
    expect(file.mimeType).toBe('image/webp');
    expect(file.$permissions).toEqual(['read("any")', 'update("label:admin")', 'delete("label:admin")']);
    expect(file).toMatchObject({ folder: 'banners/2026/', key: 'banners/2026/Hero Banner.webp' });
  });

  it('lets guests, users and admins read files of a bucket readable by any', async () => {
    for (const who of [undefined, alice, admin]) {
      const file = await storage(who).getFile({ bucketId: BUCKET, fileId: created.$id });
      expect(file).toEqual(created);
    }
  });

  it('refuses uploads from guests and users without writing anything (401 user_unauthorized)', async () => {
    const before = await storage().listFiles({ bucketId: BUCKET });
    for (const who of [undefined, alice]) {
      const error = await appwriteFailure(storage(who).createFile({ bucketId: BUCKET, fileId: ID.unique(), file: fileOf(png, 'x.png') }));
      expect(error).toMatchObject({ code: 401, type: 'user_unauthorized' });
    }
    expect((await storage().listFiles({ bucketId: BUCKET })).total).toBe(before.total);
  });

  it('answers a duplicate ID with 409 storage_file_already_exists', async () => {
    const error = await appwriteFailure(
      storage(admin).createFile({ bucketId: BUCKET, fileId: 'hero-banner', file: fileOf(png, 'again.png') }),
    );
    expect(error).toMatchObject({ code: 409, type: 'storage_file_already_exists' });
  });

  it('answers an unknown bucket and an unknown file with 404', async () => {
    expect(await appwriteFailure(storage(admin).listFiles({ bucketId: 'nope' }))).toMatchObject({
      code: 404,
      type: 'storage_bucket_not_found',
    });
    expect(await appwriteFailure(storage().getFile({ bucketId: BUCKET, fileId: 'missing' }))).toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    });
  });

  it('lets only an admin rename a file and change its permissions, granting only roles it holds', async () => {
    for (const who of [undefined, alice]) {
      const error = await appwriteFailure(storage(who).updateFile({ bucketId: BUCKET, fileId: created.$id, name: 'stolen.png' }));
      expect(error).toMatchObject({ code: 401, type: 'user_unauthorized' });
    }
    const renamed = await storage(admin).updateFile({
      bucketId: BUCKET,
      fileId: created.$id,
      name: 'rose-cream-front.png',
      permissions: [Permission.read(Role.any())],
    });
    expect(renamed).toMatchObject({ name: 'rose-cream-front.png', $permissions: ['read("any")'], signature: created.signature });
    expect(Date.parse(renamed.$updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.$updatedAt));

    const notHeld = await appwriteFailure(
      storage(admin).updateFile({ bucketId: BUCKET, fileId: created.$id, permissions: [Permission.read(Role.user(alice.userId))] }),
    );
    expect(notHeld).toMatchObject({ code: 401, type: 'user_unauthorized' });
    expect(notHeld.message).toMatch(/Permissions must be one of/);

    const badPermission = await appwriteFailure(
      storage(admin).updateFile({ bucketId: BUCKET, fileId: created.$id, permissions: ['read(any)'] }),
    );
    expect(badPermission).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    const badName = await appwriteFailure(storage(admin).updateFile({ bucketId: BUCKET, fileId: created.$id, name: '' }));
    expect(badName).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    expect((await storage().getFile({ bucketId: BUCKET, fileId: created.$id })).name).toBe('rose-cream-front.png');
  });

  it('lets only an admin delete a file, and removes its bytes', async () => {
    const file = await storage(admin).createFile({ bucketId: BUCKET, fileId: 'to-delete', file: fileOf(png, 'bye.png') });
    const folder = path.join(server.config.dataDir, 'files', BUCKET, file.$id);
    expect(existsSync(folder)).toBe(true);
    for (const who of [undefined, alice]) {
      expect(await appwriteFailure(storage(who).deleteFile({ bucketId: BUCKET, fileId: file.$id }))).toMatchObject({
        code: 401,
        type: 'user_unauthorized',
      });
    }
    await expect(storage(admin).deleteFile({ bucketId: BUCKET, fileId: file.$id })).resolves.toEqual({ message: '' });
    expect(await appwriteFailure(storage().getFile({ bucketId: BUCKET, fileId: file.$id }))).toMatchObject({ code: 404 });
    expect(existsSync(folder)).toBe(false);
    expect(await appwriteFailure(storage(admin).deleteFile({ bucketId: BUCKET, fileId: file.$id }))).toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    });
  });
});

describe('listing files with queries', () => {
  const ids = ['list-c', 'list-a', 'list-e', 'list-b', 'list-d'];
  const names: Record<string, string> = {
    'list-a': 'alpha.png',
    'list-b': 'bravo serum.jpg',
    'list-c': 'charlie.png',
    'list-d': 'delta serum.webp',
    'list-e': 'echo.png',
  };

  beforeAll(async () => {
    const bucket = 'list-test';
    declareBucket(server.app, {
      id: bucket,
      name: 'Listing',
      permissions: [permission('read', 'any'), permission('create', 'label:admin')],
      fileSecurity: false,
      maximumFileSizeBytes: 1_000_000,
      allowedFileExtensions: [],
      allowedMimeTypes: null,
    });
    for (const id of ids) {
      const name = names[id] ?? '';
      const format = name.endsWith('.jpg') ? 'jpeg' : name.endsWith('.webp') ? 'webp' : 'png';
      await storage(admin).createFile({ bucketId: bucket, fileId: id, file: fileOf(await makeImage(format), name) });
    }
  });

  const list = (queries: string[], extra: { search?: string; total?: boolean } = {}) =>
    storage().listFiles({ bucketId: 'list-test', queries, ...extra });
  const idsOf = (result: Models.FileList) => result.files.map((f) => f.$id);

  it('lists in upload order by default with the total', async () => {
    const result = await list([]);
    expect(result.total).toBe(5);
    expect(idsOf(result)).toEqual(ids);
  });

  it('limits, offsets and orders', async () => {
    expect(idsOf(await list([Query.orderAsc('name'), Query.limit(2)]))).toEqual(['list-a', 'list-b']);
    expect(idsOf(await list([Query.orderAsc('name'), Query.limit(2), Query.offset(2)]))).toEqual(['list-c', 'list-d']);
    expect(idsOf(await list([Query.orderDesc('name')]))).toEqual(['list-e', 'list-d', 'list-c', 'list-b', 'list-a']);
    expect(idsOf(await list([Query.orderDesc('$createdAt'), Query.limit(1)]))).toEqual(['list-d']);
  });

  it('takes the first limit, offset and cursor of a request, as the document lists do', async () => {
    const order = Query.orderAsc('name');
    expect(idsOf(await list([order, Query.limit(1), Query.limit(3), Query.offset(1), Query.offset(3)]))).toEqual(['list-b']);
    expect(idsOf(await list([order, Query.limit(1), Query.cursorAfter('list-c'), Query.cursorAfter('list-a')]))).toEqual(['list-d']);
  });

  it('pages with cursors both ways', async () => {
    const order = Query.orderAsc('name');
    const first = await list([order, Query.limit(2)]);
    const second = await list([order, Query.limit(2), Query.cursorAfter('list-b')]);
    expect(idsOf(second)).toEqual(['list-c', 'list-d']);
    const back = await list([order, Query.limit(2), Query.cursorBefore('list-c')]);
    expect(idsOf(back)).toEqual(idsOf(first));
    expect(idsOf(await list([Query.cursorAfter('list-e')]))).toEqual(['list-b', 'list-d']);
    const missing = await appwriteFailure(list([Query.cursorAfter('no-such-file')]));
    expect(missing).toMatchObject({ code: 400, type: 'general_cursor_not_found' });
  });

  it('filters with equal on name and mimeType, startsWith and the search parameter', async () => {
    expect(idsOf(await list([Query.equal('name', ['alpha.png', 'echo.png'])]))).toEqual(
      ['list-a', 'list-e'].sort((a, b) => ids.indexOf(a) - ids.indexOf(b)),
    );
    expect(idsOf(await list([Query.equal('mimeType', 'image/png')])).sort()).toEqual(['list-a', 'list-c', 'list-e']);
    expect(idsOf(await list([Query.notEqual('mimeType', 'image/png')])).sort()).toEqual(['list-b', 'list-d']);
    expect(idsOf(await list([Query.startsWith('name', 'de')]))).toEqual(['list-d']);
    expect(idsOf(await list([Query.startsWith('name', 'DE')]))).toEqual(['list-d']);
    expect(idsOf(await list([Query.endsWith('name', '.PNG')])).sort()).toEqual(['list-a', 'list-c', 'list-e']);
    expect(idsOf(await list([Query.greaterThan('sizeOriginal', 0), Query.limit(1)]))).toHaveLength(1);
    const search = await list([], { search: 'SERUM' });
    expect(idsOf(search).sort()).toEqual(['list-b', 'list-d']);
    expect(search.total).toBe(2);
  });

  it('refuses a search with a NUL character, which no file name can hold', async () => {
    expect(await appwriteFailure(list([], { search: 'serum\u0000' }))).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `search` param: Value must be valid text without NUL characters or broken Unicode',
    });
  });

  it('skips the count with total=false', async () => {
    const result = await list([Query.limit(1)], { total: false });
    expect(result.total).toBe(0);
    expect(result.files).toHaveLength(1);
  });

  it('takes the dates documents take, a zone name included', async () => {
    const since = await list([Query.greaterThan('$createdAt', '2020-01-01 00:00:00 Europe/Berlin')]);
    const until = await list([Query.lessThan('$createdAt', '2020-01-01T00:00:00+01:00')]);
    expect(since.total).toBeGreaterThan(0);
    expect(until.total).toBe(0);
  });

  it('answers malformed queries with 400 general_query_invalid naming the problem', async () => {
    const cases: Array<[string, RegExp]> = [
      ['not json', /^Invalid query: Syntax error$/],
      [JSON.stringify({ method: 'teleport', attribute: 'name', values: [1] }), /^Invalid query method: teleport$/],
      [JSON.stringify({ method: 'equal', attribute: 7, values: ['x'] }), /^Invalid query attribute\. Must be a string, got integer$/],
      [Query.equal('colour', 'red'), /^Invalid query: Attribute not found in schema: colour$/],
      // Names every object inherits were once taken for attributes and reached the SQL (a 500).
      [Query.equal('constructor', 'x'), /^Invalid query: Attribute not found in schema: constructor$/],
      [Query.orderAsc('toString'), /^Invalid query: Attribute not found in schema: toString$/],
      [Query.greaterThan('__proto__', 1), /^Invalid query: Attribute not found in schema: __proto__$/],
      [Query.limit(0), /limit must be an integer from 1 to 5000, got 0/],
      [Query.cursorAfter(''), /cursorAfter needs exactly one file ID/],
      [Query.equal('sizeOriginal', 'big'), /^Invalid query: Query value is invalid for attribute "sizeOriginal"$/],
      [Query.greaterThan('$createdAt', 'yesterday'), /^Invalid query: Query value is invalid for attribute "\$createdAt"$/],
      [
        JSON.stringify({ method: 'between', attribute: 'sizeOriginal', values: [1] }),
        /^Invalid query: Between queries require exactly two values\.$/,
      ],
      [
        JSON.stringify({ method: 'lessThan', attribute: 'sizeOriginal', values: [1, 2] }),
        /^Invalid query: LessThan queries require exactly one value\.$/,
      ],
      [Query.startsWith('sizeOriginal', '1'), /needs a text attribute/],
      [Query.isNull('name'), /not supported for files/],
      [Query.equal('name', 'a\u0000b'), /^Invalid query: Query value is invalid for attribute "name"$/],
      // Built by hand: the SDK's Query writes half a surrogate pair raw, and the URL turns it into U+FFFD.
      [
        JSON.stringify({ method: 'startsWith', attribute: 'name', values: ['\ud800'] }),
        /^Invalid query: Query value is invalid for attribute "name"$/,
      ],
    ];
    for (const [query, message] of cases) {
      const error = await appwriteFailure(list([query]));
      expect(error, query).toMatchObject({ code: 400, type: 'general_query_invalid' });
      expect(error.message, query).toMatch(message);
    }
  });

  it('answers queries and a search it cannot read with 400, not the whole bucket', async () => {
    const path = '/storage/buckets/list-test/files';
    expect((await raw(server, 'GET', `${path}?queries[0][method]=limit`)).body).toMatchObject({ code: 400, type: 'general_query_invalid' });
    expect((await raw(server, 'GET', `${path}?queries%5B0%5D=%E0%A4%A`)).body).toMatchObject({ code: 400, type: 'general_query_invalid' });
    expect((await raw(server, 'GET', `${path}?search=%E0%A4%A`)).body).toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: expect.stringMatching(/`search`/),
    });
  });
});

describe('buckets with file security and buckets without read', () => {
  let aliceFile: Models.File;

  beforeAll(async () => {
    aliceFile = await storage(alice).createFile({ bucketId: 'private-docs', fileId: ID.unique(), file: fileOf(png, 'alice.png') });
  });

  it('gives a file its creator’s permissions by default', () => {
    expect(aliceFile.$permissions).toEqual([
      `read("user:${alice.userId}")`,
      `update("user:${alice.userId}")`,
      `delete("user:${alice.userId}")`,
    ]);
  });

  it('shows a file only to the roles its own permissions name', async () => {
    await expect(storage(alice).getFile({ bucketId: 'private-docs', fileId: aliceFile.$id })).resolves.toMatchObject({
      $id: aliceFile.$id,
    });
    for (const who of [undefined, bob, admin]) {
      expect(await appwriteFailure(storage(who).getFile({ bucketId: 'private-docs', fileId: aliceFile.$id }))).toMatchObject({
        code: 404,
        type: 'storage_file_not_found',
      });
      const listed = await storage(who).listFiles({ bucketId: 'private-docs' });
      expect(listed).toEqual({ total: 0, files: [] });
    }
    expect((await storage(alice).listFiles({ bucketId: 'private-docs' })).files.map((f) => f.$id)).toEqual([aliceFile.$id]);
  });

  it('lets only a holder of the file’s update/delete grants change it', async () => {
    expect(
      await appwriteFailure(storage(bob).updateFile({ bucketId: 'private-docs', fileId: aliceFile.$id, name: 'mine.png' })),
    ).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
    });
    expect(await appwriteFailure(storage(bob).deleteFile({ bucketId: 'private-docs', fileId: aliceFile.$id }))).toMatchObject({
      code: 401,
    });
    const shared = await storage(alice).updateFile({
      bucketId: 'private-docs',
      fileId: aliceFile.$id,
      permissions: [Permission.read(Role.users()), Permission.update(Role.user(alice.userId)), Permission.delete(Role.user(alice.userId))],
    });
    expect(shared.$permissions).toContain('read("users")');
    await expect(storage(bob).getFile({ bucketId: 'private-docs', fileId: aliceFile.$id })).resolves.toMatchObject({ name: 'alice.png' });
    expect(await appwriteFailure(storage().getFile({ bucketId: 'private-docs', fileId: aliceFile.$id }))).toMatchObject({ code: 404 });
  });

  it('refuses a user granting a role they do not hold, on create too', async () => {
    const error = await appwriteFailure(
      storage(alice).createFile({
        bucketId: 'private-docs',
        fileId: ID.unique(),
        file: fileOf(png, 'gift.png'),
        permissions: [Permission.read(Role.user(bob.userId))],
      }),
    );
    expect(error).toMatchObject({ code: 401, type: 'user_unauthorized' });
  });

  it('answers 401 for reads in a bucket without read grants and without file security', async () => {
    const dropped = await storage(alice).createFile({
      bucketId: 'drop-box',
      fileId: ID.unique(),
      file: fileOf(Buffer.from('hello'), 'note.txt'),
    });
    expect(dropped.mimeType).toBe('application/octet-stream');
    for (const who of [undefined, alice, admin]) {
      expect(await appwriteFailure(storage(who).listFiles({ bucketId: 'drop-box' }))).toMatchObject({
        code: 401,
        type: 'user_unauthorized',
      });
      expect(await appwriteFailure(storage(who).getFile({ bucketId: 'drop-box', fileId: dropped.$id }))).toMatchObject({ code: 401 });
    }
  });

  it('keeps the files folder free of leftovers', () => {
    const root = path.join(server.config.dataDir, 'files', 'private-docs');
    const leftovers = readdirSync(root, { recursive: true }).filter((entry) => String(entry).endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
});

describe('the server-side storage API (for the catalogue seed)', () => {
  it('stores, finds and deletes a file without a session, under the bucket’s checks', async () => {
    const webp = await makeImage('webp', 80, 80);
    expect(await findFileAsServer(server.app, BUCKET, 'vitamin-c-serum')).toBeNull();
    const stored = await storeFileAsServer(server.app, {
      bucketId: BUCKET,
      fileId: 'vitamin-c-serum',
      name: 'vitamin-c-serum.webp',
      bytes: webp,
    });
    expect(stored).toMatchObject({ $id: 'vitamin-c-serum', mimeType: 'image/webp', $permissions: [], chunksUploaded: 1 });
    expect(await findFileAsServer(server.app, BUCKET, 'vitamin-c-serum')).toEqual(stored);
    await expect(storage().getFile({ bucketId: BUCKET, fileId: 'vitamin-c-serum' })).resolves.toEqual(stored);

    const again = await storeFileAsServer(server.app, { bucketId: BUCKET, fileId: 'vitamin-c-serum', name: 'x.webp', bytes: webp }).catch(
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(AppwriteError);
    expect(again).toMatchObject({ type: 'storage_file_already_exists', code: 409 });
    const wrong = await storeFileAsServer(server.app, {
      bucketId: BUCKET,
      fileId: 'not-an-image',
      name: 'x.webp',
      bytes: Buffer.from('text'),
    }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ type: 'storage_file_type_unsupported' });

    expect(await deleteFileAsServer(server.app, BUCKET, 'vitamin-c-serum')).toBe(true);
    expect(await deleteFileAsServer(server.app, BUCKET, 'vitamin-c-serum')).toBe(false);
    expect(await findFileAsServer(server.app, BUCKET, 'vitamin-c-serum')).toBeNull();
  });
});
