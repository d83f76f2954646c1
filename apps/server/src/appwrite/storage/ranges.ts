import { AppwriteError } from '../../infra/errors.ts';
import type { ByteRange } from './file-blobs.ts';

/** The SDK's chunk size (Client.CHUNK_SIZE, docs/appwrite-compatibility.md §5.1): 5 MiB. */
export const CHUNK_SIZE_BYTES = 5 * 1024 * 1024;

/** One chunk of a chunked upload, from its `Content-Range: bytes start-end/size` header. */
export interface UploadChunk {
  start: number;
  end: number;
  sizeOriginal: number;
  /** 1-based, as Appwrite counts. */
  index: number;
  chunksTotal: number;
}

const invalidContentRange = (reason: string) =>
  new AppwriteError('storage_invalid_content_range', `The content range is invalid: ${reason}`);

/** A chunk over 5 MiB is refused by its size, with Appwrite's 413. */
export const chunkTooLarge = () =>
  new AppwriteError('general_payload_too_large', 'A chunk may be at most 5 MiB: send the file in 5 MiB chunks (the SDK does).');

/**
 * Parses and checks an upload's Content-Range. Chunks are 5 MiB and aligned on 5 MiB (the last
 * one may be shorter), so a chunk's index and the chunk count follow from the header alone.
 */
export function parseContentRange(header: string): UploadChunk {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header.trim());
  if (!match) throw invalidContentRange('expected "bytes <start>-<end>/<size>".');
  const [start, end, size] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (size < 1) throw invalidContentRange('the file size must be at least one byte.');
  if (end < start) throw invalidContentRange('the range ends before it starts.');
  if (end >= size) throw invalidContentRange('the range ends beyond the file size.');
  if (start % CHUNK_SIZE_BYTES !== 0) throw invalidContentRange('chunks must start at a multiple of 5 MiB.');
  const isLast = end === size - 1;
  if (!isLast && end - start + 1 !== CHUNK_SIZE_BYTES) throw invalidContentRange('every chunk but the last must be exactly 5 MiB.');
  if (isLast && end - start + 1 > CHUNK_SIZE_BYTES) throw chunkTooLarge();
  return {
    start,
    end,
    sizeOriginal: size,
    index: start / CHUNK_SIZE_BYTES + 1,
    chunksTotal: Math.ceil(size / CHUNK_SIZE_BYTES),
  };
}

/** Raised for a Range header that cannot be served: 416 storage_invalid_range. */
export function invalidRange(size: number, reason: string): AppwriteError {
  return new AppwriteError('storage_invalid_range', `The requested range is not satisfiable: ${reason}`, {
    'content-range': `bytes */${size}`,
  });
}

/**
 * Parses a `Range: bytes=…` request header for a file of `size` bytes: `a-b`, `a-` and the
 * suffix form `-n`. One range only; anything else is 416.
 */
export function parseRangeHeader(header: string, size: number): ByteRange {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) {
    if (/^bytes=.*,/.test(header.trim())) throw invalidRange(size, 'only one range per request is supported.');
    throw invalidRange(size, 'expected "bytes=<start>-<end>".');
  }
  const [startText = '', endText = ''] = [match[1], match[2]];
  if (startText === '' && endText === '') throw invalidRange(size, 'the range names no bytes.');
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0) throw invalidRange(size, 'a suffix range must name at least one byte.');
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size) throw invalidRange(size, `the file has ${size} bytes.`);
  if (end < start) throw invalidRange(size, 'the range ends before it starts.');
  return { start, end };
}
