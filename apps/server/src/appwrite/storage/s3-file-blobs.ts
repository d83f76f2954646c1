import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env.ts';
import { BlobNotFoundError, type ByteRange, type FileBlobs } from './file-blobs.ts';

interface S3Connection {
  client: S3Sdk.S3Client;
  sdk: typeof S3Sdk;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, …), for stateless instances. */
export class S3FileBlobs implements FileBlobs {
  readonly kind = 's3';
  private readonly bucket: string;
  private connection: Promise<S3Connection> | undefined;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
  }

  /** The AWS SDK loads with the first file operation, not with the server: it is slow to import. */
  private connect(): Promise<S3Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { config } = this;
      const client = new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Many S3-compatible stores reject the SDK's default streaming checksums (aws-chunked
        // trailers); content integrity is covered by our own MD5 signature.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { client, sdk };
    });
    return this.connection;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }));
  }

  async read(key: string): Promise<Buffer> {
    const body = await this.stream(key);
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async stream(key: string, range?: ByteRange): Promise<Readable> {
    const { client, sdk } = await this.connect();
    try {
      const result = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return result.Body as Readable;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async deleteFolder(prefix: string): Promise<void> {
    const { client, sdk } = await this.connect();
    let continuationToken: string | undefined;
    do {
      const listed = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }),
      );
      const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      continuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
    } while (continuationToken);
  }
}
