import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Permission, Role, Storage } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage, makeLargePng } from '../helpers/images.ts';
import { raw } from '../helpers/raw-request.ts';

const BUCKET = 'product-images';

let server: TestServer;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestAdmin(server);
  png = await makeImage('png');
});
afterAll(() => server.close());

interface Upload {
  fields?: Array<[string, string | File]>;
  headers?: Record<string, string>;
  body?: string | FormData;
  bucketId?: string;
  signedIn?: boolean;
}

async function upload(options: Upload): Promise<{ status: number; body: { type?: string; message?: string } }> {
  let body = options.body;
  if (!body) {
    const form = new FormData();
    for (const [name, value] of options.fields ?? []) form.append(name, value);
    body = form;
  }
  const response = await fetch(`${server.endpoint}/storage/buckets/${options.bucketId ?? BUCKET}/files`, {
    method: 'POST',
    headers: {
      'x-appwrite-project': 'pura',
      ...(options.signedIn === false ? {} : { 'x-appwrite-session': admin.cookie }),
      ...options.headers,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { type?: string; message?: string } };
}

const withFile = (file: File, fileId = 'hostile'): Array<[string, string | File]> => [
  ['fileId', fileId],
  ['file', file],
];

async function expectNothingStored() {
  const { total } = await new Storage(server.client()).listFiles({ bucketId: BUCKET });
  expect(total).toBe(0);
  const root = path.join(server.config.dataDir, 'files');
  expect(existsSync(root) ? readdirSync(root, { recursive: true }) : []).toEqual([]);
}

describe(`hostile uploads on ${TEST_ENGINE} answer 4xx and store nothing`, () => {
  it('refuses a .png that is really text', async () => {
    const result = await upload({ fields: withFile(fileOf(Buffer.from('<script>alert(1)</script>'), 'innocent.png', 'image/png')) });
    expect(result.status).toBe(400);
    expect(result.body.type).toBe('storage_file_type_unsupported');
    expect(result.body.message).toMatch(/not a recognised file format/);
  });

  it('refuses folder-like file names instead of cutting them to their last part', async () => {
    for (const name of ['/photos.png', 'photos//2026.png', 'shop/photo.png', '..\\evil.png']) {
      const result = await upload({ fields: withFile(fileOf(png, name)) });
      expect(result.status, name).toBe(400);
      expect(result.body.type, name).toBe('general_argument_invalid');
      expect(result.body.message, name).toMatch(/not a path/);
    }
    await expectNothingStored();
  });

  it('refuses disallowed extensions even for real images, and SVG', async () => {
    for (const name of ['photo.txt', 'photo', 'photo.png.exe', 'photo.svg']) {
      const result = await upload({ fields: withFile(fileOf(png, name)) });
      expect(result.status, name).toBe(400);
      expect(result.body.type, name).toBe('storage_file_type_unsupported');
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload({ fields: withFile(fileOf(svg, 'logo.png')) })).body.type).toBe('storage_file_type_unsupported');
  });

  it('refuses a file over the bucket limit', async () => {
    const big = await makeLargePng(10_100_000);
    const result = await upload({ fields: withFile(fileOf(big, 'big.png')) });
    expect(result.status).toBe(400);
    expect(result.body.type).toBe('storage_invalid_file_size');
  });

  it('refuses empty and missing files', async () => {
    expect((await upload({ fields: withFile(fileOf(Buffer.alloc(0), 'empty.png')) })).body.type).toBe('storage_file_empty');
    expect((await upload({ fields: [['fileId', 'x']] })).body.type).toBe('storage_file_empty');
    const json = await upload({ body: JSON.stringify({ fileId: 'x', file: 'abc' }), headers: { 'content-type': 'application/json' } });
    expect(json).toMatchObject({ status: 400, body: { type: 'storage_file_empty' } });
  });

  it('refuses bad or missing file IDs', async () => {
    const missing = await upload({ fields: [['file', fileOf(png, 'a.png')]] });
    expect(missing).toMatchObject({ status: 400, body: { type: 'general_argument_invalid', message: 'Param "fileId" is not optional.' } });
    for (const id of ['../../etc/passwd', '-leading', 'x'.repeat(37), 'with space', '']) {
      const result = await upload({ fields: withFile(fileOf(png, 'a.png'), id) });
      expect(result.status, id).toBe(400);
      expect(result.body.type, id).toBe('general_argument_invalid');
    }
  });

  it('refuses malformed permissions, create on a file and folders that climb', async () => {
    const cases: Array<Array<[string, string | File]>> = [
      [...withFile(fileOf(png, 'a.png')), ['permissions[]', 'read(any)']],
      [...withFile(fileOf(png, 'a.png')), ['permissions[]', 'create("any")']],
      [...withFile(fileOf(png, 'a.png')), ['permissions[]', 'read("nobody:x")']],
      [...withFile(fileOf(png, 'a.png')), ['permissions', '[1, 2']],
      [...withFile(fileOf(png, 'a.png')), ['folder', '../../outside']],
    ];
    for (const fields of cases) {
      const result = await upload({ fields });
      expect(result.status, JSON.stringify(fields.slice(2))).toBe(400);
      expect(result.body.type).toBe('general_argument_invalid');
    }
    const notHeld = await upload({
      fields: [...withFile(fileOf(png, 'a.png')), ['permissions[]', Permission.read(Role.user('someone-else'))]],
    });
    expect(notHeld).toMatchObject({ status: 401, body: { type: 'user_unauthorized' } });
  });

  it('refuses a second file part', async () => {
    const result = await upload({ fields: [...withFile(fileOf(png, 'a.png')), ['file', fileOf(png, 'b.png')]] });
    expect(result.status).toBe(400);
    expect(result.body.type).toBe('general_bad_request');
  });

  it('answers multipart bodies that end early or have no boundary with 400, logging no server error', async () => {
    const send = (body: string, contentType = 'multipart/form-data; boundary=x') =>
      raw(server, 'POST', `/storage/buckets/${BUCKET}/files`, {
        session: admin.cookie,
        rawBody: body,
        headers: { 'content-type': contentType },
      });
    const fileIdPart = '--x\r\nContent-Disposition: form-data; name="fileId"\r\n\r\nunique()\r\n';
    const filePart = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const loggedErrors = vi.spyOn(server.app.log, 'error');
    try {
      const cases: Array<[string, string, string?]> = [
        ['ends after the fileId part', `${fileIdPart}--x`],
        ['ends inside the file part', `${fileIdPart}${filePart}the first bytes of an image`],
        ['has no boundary', `${fileIdPart}${filePart}x\r\n--x--\r\n`, 'multipart/form-data'],
      ];
      for (const [name, body, contentType] of cases) {
        const response = await send(body, contentType);
        expect(response.status, name).toBe(400);
        expect(response.body, name).toMatchObject({
          code: 400,
          type: 'storage_file_empty',
          message: expect.stringMatching(/form data .*(ended early|malformed)/),
        });
      }
      expect(loggedErrors).not.toHaveBeenCalled();
    } finally {
      loggedErrors.mockRestore();
    }
    await expectNothingStored();
  });

  it('answers a guest sending a large body with 401 (the body is drained, not half read)', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const result = await upload({ fields: withFile(fileOf(big, 'a.png')), signedIn: false });
    expect(result).toMatchObject({ status: 401, body: { type: 'user_unauthorized' } });
  });

  it('answers unknown buckets with 404', async () => {
    expect((await upload({ bucketId: 'nope', fields: withFile(fileOf(png, 'a.png')) })).body.type).toBe('storage_bucket_not_found');
  });

  it('has stored nothing at all', async () => {
    await expectNothingStored();
  });

  it('answers malformed update bodies and IDs with readable 400s', async () => {
    const file = await new Storage(admin.client()).createFile({ bucketId: BUCKET, fileId: 'target', file: fileOf(png, 'target.png') });
    const put = (body: string, fileId = file.$id) =>
      fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${encodeURIComponent(fileId)}`, {
        method: 'PUT',
        headers: { 'x-appwrite-project': 'pura', 'x-appwrite-session': admin.cookie, 'content-type': 'application/json' },
        body,
      });
    const cases: Array<[string, string, string]> = [
      ['{"name":', file.$id, 'general_bad_request'],
      ['{"name":42}', file.$id, 'general_argument_invalid'],
      ['{"permissions":"read(\\"any\\")"}', file.$id, 'general_argument_invalid'],
      ['{"name":"x.png"}', 'unique()', 'general_argument_invalid'],
      // JSON, but not an object of fields: named as such rather than taken for an update of nothing.
      ['["x.png"]', file.$id, 'general_bad_request'],
      ['"x.png"', file.$id, 'general_bad_request'],
      ['42', file.$id, 'general_bad_request'],
      ['null', file.$id, 'general_bad_request'],
    ];
    for (const [body, id, type] of cases) {
      const response = await put(body, id);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { type: string }).type, body).toBe(type);
    }
    expect((await new Storage(server.client()).getFile({ bucketId: BUCKET, fileId: file.$id })).name).toBe('target.png');
  });
});
