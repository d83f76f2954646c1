import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

describe('S3 configuration', () => {
  it('keeps files on disk unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads a complete S3 configuration, path-style by default', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'pura-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'pura-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const aws = loadConfig({
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'b-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'off',
    });
    expect(aws.s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
  });

  it('refuses a partial S3 configuration instead of silently using the disk', () => {
    let error: unknown;
    try {
      loadConfig({ S3_ENDPOINT: 'not a url', S3_BUCKET: 'pura-files' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/S3_ENDPOINT: must be the S3 API URL/);
    expect(message).toMatch(/S3_ACCESS_KEY_ID: is required when other S3_\* variables are set/);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY: is required/);
  });
});

describe('preview cache configuration', () => {
  it('caps the preview cache at 512 MB unless PREVIEW_CACHE_MB says otherwise; 0 turns it off', () => {
    expect(loadConfig({}).previewCache).toEqual({ maxBytes: 512 * 1024 * 1024 });
    expect(loadConfig({ PREVIEW_CACHE_MB: '2048' }).previewCache).toEqual({ maxBytes: 2048 * 1024 * 1024 });
    expect(loadConfig({ PREVIEW_CACHE_MB: '0' }).previewCache).toEqual({ maxBytes: 0 });
  });

  it.each(['-1', '1.5', 'lots', '512MB', '1e3'])('stops at start on PREVIEW_CACHE_MB=%s with a readable message', (value) => {
    expect(() => loadConfig({ PREVIEW_CACHE_MB: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PREVIEW_CACHE_MB: value })).toThrow(/PREVIEW_CACHE_MB: must be a whole number of megabytes, 0 or more/);
  });
});
