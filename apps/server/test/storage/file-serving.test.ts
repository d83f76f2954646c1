import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageFormat, ImageGravity, Storage } from 'appwrite';
import sharp from 'sharp';
import { type TestServer, startTestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { type TestUser, createTestAdmin } from '../helpers/sessions.ts';
import { fileOf, makeImage } from '../helpers/images.ts';

const BUCKET = 'product-images';

let server: TestServer;
let admin: TestUser;
let guestStorage: Storage;
let png: Buffer;
let fileId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestAdmin(server);
  guestStorage = new Storage(server.client());
  png = await makeImage('png', 200, 100);
  const file = await new Storage(admin.client()).createFile({
    bucketId: BUCKET,
    fileId: 'serum-bottle',
    file: fileOf(png, 'Sérum bottle.png'),
  });
  fileId = file.$id;
});
afterAll(() => server.close());

async function errorOf(response: Response): Promise<{ type: string; message: string; code: number }> {
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as { type: string; message: string; code: number };
}

describe(`file view and download on ${TEST_ENGINE}`, () => {
  it('serves getFileView inline with hardened headers and an ETag', async () => {
    const url = guestStorage.getFileView({ bucketId: BUCKET, fileId });
    expect(url).toMatch(/\/view\?project=pura&impersonateuserid=$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="S_rum bottle.png"; filename*=UTF-8''${encodeURIComponent('Sérum bottle.png')}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "script-src 'none'",
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=3888000',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
  });

  it('serves getFileDownload as an attachment', async () => {
    const response = await fetch(guestStorage.getFileDownload({ bucketId: BUCKET, fileId }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(guestStorage.getFileView({ bucketId: BUCKET, fileId }), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(png.length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const url = guestStorage.getFileView({ bucketId: BUCKET, fileId });
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    const response = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('answers byte ranges with 206 and Content-Range', async () => {
    const url = guestStorage.getFileDownload({ bucketId: BUCKET, fileId });
    const cases: Array<[string, number, number]> = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, png.length - 1],
      ['bytes=-16', png.length - 16, png.length - 1],
      [`bytes=5-${png.length + 100}`, 5, png.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${png.length}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer()).equals(png.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers unsatisfiable or malformed ranges with 416 storage_invalid_range', async () => {
    const url = guestStorage.getFileView({ bucketId: BUCKET, fileId });
    for (const range of [`bytes=${png.length}-`, 'bytes=9-3', 'bytes=0-1,4-5', 'bytes=abc', 'items=0-1', 'bytes=-0']) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe(`bytes */${png.length}`);
      expect(response.headers.get('etag'), range).toBeNull();
      expect(response.headers.get('content-disposition'), range).toBeNull();
      expect(await errorOf(response), range).toMatchObject({ code: 416, type: 'storage_invalid_range' });
    }
  });

  it('answers an unknown file, bucket or malformed ID with a readable 4xx', async () => {
    const missing = await fetch(guestStorage.getFileView({ bucketId: BUCKET, fileId: 'nope' }));
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).type).toBe('storage_file_not_found');
    const bucket = await fetch(guestStorage.getFileView({ bucketId: 'nope', fileId }));
    expect((await errorOf(bucket)).type).toBe('storage_bucket_not_found');
    const badId = await fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${encodeURIComponent('../etc')}/view`);
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).type).toBe('general_argument_invalid');
    const otherProject = await fetch(`${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/view?project=other`);
    expect(otherProject.status).toBe(404);
    expect((await errorOf(otherProject)).type).toBe('project_not_found');
  });
});

describe('file previews', () => {
  const formats: Array<[ImageFormat, string]> = [
    [ImageFormat.Jpg, 'jpeg'],
    [ImageFormat.Jpeg, 'jpeg'],
    [ImageFormat.Png, 'png'],
    [ImageFormat.Webp, 'webp'],
    [ImageFormat.Avif, 'heif'],
    [ImageFormat.Gif, 'gif'],
  ];

  for (const [output, decodedAs] of formats) {
    it(`renders ${output} at the requested size`, async () => {
      const response = await fetch(guestStorage.getFilePreview({ bucketId: BUCKET, fileId, width: 80, height: 60, output, quality: 70 }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`image/${output === 'jpg' ? 'jpeg' : output}`);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe(decodedAs);
      expect([metadata.width, metadata.height]).toEqual([80, 60]);
    });
  }

  it('keeps the source format and aspect ratio when only a width is given', async () => {
    const response = await fetch(guestStorage.getFilePreview({ bucketId: BUCKET, fileId, width: 50 }));
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 50, 25]);
  });

  it('crops toward the gravity', async () => {
    // The source is peach with a green top-left corner: a top-left crop is green there, bottom-right is not.
    const pixel = async (gravity: ImageGravity) => {
      const response = await fetch(
        guestStorage.getFilePreview({ bucketId: BUCKET, fileId, width: 20, height: 20, gravity, output: ImageFormat.Png }),
      );
      const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [data[0], data[1], data[2]];
    };
    expect(await pixel(ImageGravity.Topleft)).toEqual([0x1d, 0x6b, 0x4f]);
    expect(await pixel(ImageGravity.Bottomright)).toEqual([0xf4, 0xd7, 0xc4]);
    for (const gravity of Object.values(ImageGravity)) {
      const response = await fetch(guestStorage.getFilePreview({ bucketId: BUCKET, fileId, width: 30, height: 30, gravity }));
      expect(response.status, gravity).toBe(200);
    }
  });

  it('applies border, radius, opacity, rotation and background', async () => {
    const response = await fetch(
      guestStorage.getFilePreview({
        bucketId: BUCKET,
        fileId,
        width: 40,
        height: 40,
        borderWidth: 5,
        borderColor: 'ff0000',
        borderRadius: 10,
        opacity: 0.5,
        rotation: 90,
        background: '00ff00',
        output: ImageFormat.Png,
      }),
    );
    expect(response.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([50, 50]);
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
    expect(at(0, 0)[3]).toBe(0); // rounded corner is transparent
    expect(at(25, 1)).toEqual([255, 0, 0, 255]); // red border
    const inside = at(25, 25);
    expect(inside[3]).toBe(255); // the green background filled the half-transparent image
  });

  it('serves repeated previews from the disk cache with an ETag', async () => {
    const url = guestStorage.getFilePreview({ bucketId: BUCKET, fileId, width: 33, output: ImageFormat.Webp });
    const first = await fetch(url);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const cacheFolder = path.join(server.config.dataDir, 'preview-cache', BUCKET, fileId);
    expect(readdirSync(cacheFolder).some((name) => name.endsWith('.webp'))).toBe(true);
    const second = await fetch(url);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect([first.headers.get('x-appwrite-cache'), second.headers.get('x-appwrite-cache')]).toEqual(['miss', 'hit']);
    expect((await fetch(url, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } })).status).toBe(304);
  });

  it('answers out-of-range preview parameters with a readable 400', async () => {
    const base = `${server.endpoint}/storage/buckets/${BUCKET}/files/${fileId}/preview?project=pura`;
    const cases: Array<[string, RegExp]> = [
      ['width=4001', /`width` param: Value must be a valid range between 0 and 4,000/],
      ['height=-1', /`height` param/],
      ['width=ten', /`width` param/],
      ['gravity=middle', /`gravity` param: Value must be one of/],
      ['quality=101', /`quality` param/],
      ['borderWidth=101', /`borderWidth` param/],
      ['borderColor=red', /`borderColor` param: Value must be a valid hex color/],
      ['background=%23ffffff', /`background` param/],
      ['borderRadius=4001', /`borderRadius` param/],
      ['opacity=1.5', /`opacity` param/],
      ['rotation=361', /`rotation` param/],
      ['output=bmp', /`output` param: Value must be one of/],
      ['output=heic', /HEIC output is not available/],
    ];
    for (const [query, message] of cases) {
      const response = await fetch(`${base}&${query}`);
      expect(response.status, query).toBe(400);
      const body = await errorOf(response);
      expect(body.type, query).toBe('general_argument_invalid');
      expect(body.message, query).toMatch(message);
    }
  });
});
