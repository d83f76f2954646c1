import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real images for upload tests, rendered with sharp. */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** A small solid-colour image with a contrasting corner, in any format. */
export async function makeImage(format: ImageFormat = 'png', width = 64, height = 48): Promise<Buffer> {
  const corner = await sharp({ create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 4, background: '#1d6b4f' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: '#f4d7c4' } })
    .composite([{ input: corner, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG of random noise bigger than `minBytes` (noise does not compress), for chunked uploads:
 * the SDK splits anything over 5 MiB.
 */
export async function makeLargePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 8;
  const pixels = randomBytes(side * side * 3);
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length <= minBytes) throw new Error(`noise PNG came out at ${png.length} bytes, wanted more than ${minBytes}`);
  return png;
}

/** A File the SDK's createFile accepts (Node 20 has File globally). */
export function fileOf(bytes: Buffer, name: string, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
