import { createHash } from 'node:crypto';
import { AppwriteError } from '../../infra/errors.ts';
import type { BucketDeclaration } from './buckets.ts';

/**
 * What a file really is, learnt from its bytes — never from the client's part type, which the
 * SDK leaves empty for chunks, nor only from the name (docs/appwrite-compatibility.md §5.1). file-type and
 * sharp load with the first upload, not with the server.
 */

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

export function isImageType(mimeType: string): boolean {
  return IMAGE_TYPES.has(mimeType);
}

function unsupported(reason: string): AppwriteError {
  return new AppwriteError('storage_file_type_unsupported', `The given file type is not supported: ${reason}`);
}

/** The name's extension must be one the bucket accepts (Appwrite checks this first). */
export function assertExtensionAllowed(bucket: BucketDeclaration, fileName: string): void {
  if (bucket.allowedFileExtensions.length === 0) return;
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (!bucket.allowedFileExtensions.includes(extension)) {
    throw unsupported(
      `"${extension ? `.${extension}` : fileName}" is not allowed here; allowed: ${bucket.allowedFileExtensions.map((e) => `.${e}`).join(', ')}.`,
    );
  }
}

/** The MIME type the first bytes of a file announce, checked against the bucket. */
export async function detectMimeType(bucket: BucketDeclaration, headBytes: Buffer): Promise<string> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(headBytes))?.mime ?? 'application/octet-stream';
  if (bucket.allowedMimeTypes && !bucket.allowedMimeTypes.includes(detected)) {
    const what = detected === 'application/octet-stream' ? 'its content is not a recognised file format' : `its content is ${detected}`;
    throw unsupported(`${what}; allowed: ${bucket.allowedMimeTypes.join(', ')}.`);
  }
  return detected;
}

export interface ContentFacts {
  mimeType: string;
  /** MD5 of the bytes, hex (the File model's `signature`). */
  signature: string;
}

/**
 * Checks a whole file against its bucket and returns its facts. Images must also decode their
 * header, so a PNG signature in front of text is refused too.
 */
export async function inspectContent(bucket: BucketDeclaration, bytes: Buffer): Promise<ContentFacts> {
  if (bytes.length === 0) throw new AppwriteError('storage_file_empty', 'Empty file passed to the endpoint.');
  if (bytes.length > bucket.maximumFileSizeBytes) throw fileTooLarge(bucket);
  const mimeType = await detectMimeType(bucket, bytes);
  if (isImageType(mimeType)) {
    const { default: sharp } = await import('sharp');
    try {
      const metadata = await sharp(bytes).metadata();
      if (!metadata.width || !metadata.height) throw new Error('no dimensions');
    } catch {
      throw unsupported(`the ${mimeType} image is damaged and cannot be read.`);
    }
  }
  return { mimeType, signature: createHash('md5').update(bytes).digest('hex') };
}

export function fileTooLarge(bucket: BucketDeclaration): AppwriteError {
  return new AppwriteError(
    'storage_invalid_file_size',
    `The file size is either not valid or exceeds the maximum allowed size of ${formatBytes(bucket.maximumFileSizeBytes)}.`,
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1000) return `${Number((bytes / 1000).toFixed(1))} kB`;
  return `${bytes} bytes`;
}
