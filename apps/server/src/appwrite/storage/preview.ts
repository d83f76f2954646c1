import { createHash } from 'node:crypto';
import type { OutputInfo, Sharp } from 'sharp';
import { AppwriteError, invalidArgument } from '../../infra/errors.ts';

/**
 * Image previews (getFilePreview, docs/appwrite-compatibility.md §5.2) rendered with sharp in Appwrite's
 * order — crop, opacity, background, border, border radius, rotation, output — and cached on
 * disk by file signature and parameters (preview-cache.ts), so each variant is rendered once per
 * instance while it stays in the cache.
 */

export type PreviewFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const GRAVITIES = ['center', 'top-left', 'top', 'top-right', 'left', 'right', 'bottom-left', 'bottom', 'bottom-right', 'auto'] as const;
export type PreviewGravity = (typeof GRAVITIES)[number];

export interface PreviewParams {
  width: number;
  height: number;
  gravity: PreviewGravity;
  /** -1 = the format's default. */
  quality: number;
  borderWidth: number;
  /** Hex without '#', '' = not given. */
  borderColor: string;
  borderRadius: number;
  opacity: number;
  rotation: number;
  background: string;
  /** '' = the file's own format when it is one of ours, else jpeg. */
  output: PreviewFormat | '';
}

const OUTPUTS: Record<string, PreviewFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };
const FORMAT_OF_MIME: Record<string, PreviewFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};
export const MIME_OF_FORMAT: Record<PreviewFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

// Without a requested size the preview still fits in the largest size one may ask for.
export const MAX_DIMENSION = 4000;
// A 10 MB upload can hide a gigapixel image; refuse to decode beyond ~50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;
// Nor a side longer than Appwrite's 50,000 pixels: a 138-byte PNG may declare 60000×1, and a
// decoder's row buffers follow the width, not the pixel count.
export const MAX_INPUT_SIDE = 50_000;

/** Reads and checks the preview parameters of a query string, with Appwrite's ranges. */
export function parsePreviewParams(query: Record<string, unknown>): PreviewParams {
  const text = (name: string): string | undefined => {
    const value = query[name];
    const single = Array.isArray(value) ? value[value.length - 1] : value;
    return typeof single === 'string' && single !== '' ? single : undefined;
  };
  const integer = (name: string, min: number, max: number, fallback: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const n = /^-?\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
    if (!(n >= min && n <= max))
      throw invalidArgument(name, `Value must be a valid range between ${formatNumber(min)} and ${formatNumber(max)}`);
    return n;
  };
  const color = (name: string): string => {
    const value = text(name);
    if (value === undefined) return '';
    if (!/^([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/.test(value))
      throw invalidArgument(name, 'Value must be a valid hex color code, 3 or 6 hex digits without "#"');
    return value.toLowerCase();
  };

  const gravity = text('gravity') ?? 'center';
  if (!(GRAVITIES as readonly string[]).includes(gravity))
    throw invalidArgument('gravity', `Value must be one of (${GRAVITIES.join(', ')})`);

  const opacityText = text('opacity');
  let opacity = 1;
  if (opacityText !== undefined) {
    opacity = /^\d*\.?\d+$/.test(opacityText) ? Number(opacityText) : Number.NaN;
    if (!(opacity >= 0 && opacity <= 1)) throw invalidArgument('opacity', 'Value must be a valid range between 0 and 1');
  }

  const outputText = text('output')?.toLowerCase();
  let output: PreviewFormat | '' = '';
  if (outputText !== undefined) {
    if (outputText === 'heic')
      throw invalidArgument('output', 'HEIC output is not available on this server; use avif, webp, png, jpg or gif');
    const format = OUTPUTS[outputText];
    if (!format) throw invalidArgument('output', 'Value must be one of (jpg, jpeg, png, webp, avif, gif)');
    output = format;
  }

  return {
    width: integer('width', 0, MAX_DIMENSION, 0),
    height: integer('height', 0, MAX_DIMENSION, 0),
    gravity: gravity as PreviewGravity,
    quality: integer('quality', -1, 100, -1),
    borderWidth: integer('borderWidth', 0, 100, 0),
    borderColor: color('borderColor'),
    borderRadius: integer('borderRadius', 0, 4000, 0),
    opacity,
    rotation: integer('rotation', -360, 360, 0),
    background: color('background'),
    output,
  };
}

/** The format a preview is written in. */
export function previewFormat(params: PreviewParams, sourceMimeType: string): PreviewFormat {
  return params.output || FORMAT_OF_MIME[sourceMimeType] || 'jpeg';
}

/** A stable name for one rendering of one version of a file. */
export function previewCacheKey(signature: string, params: PreviewParams, format: PreviewFormat): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: 1, signature, params, format }))
    .digest('hex');
}

const POSITION: Record<PreviewGravity, string> = {
  center: 'centre',
  'top-left': 'northwest',
  top: 'north',
  'top-right': 'northeast',
  left: 'west',
  right: 'east',
  'bottom-left': 'southwest',
  bottom: 'south',
  'bottom-right': 'southeast',
  auto: 'attention',
};

interface RawImage {
  data: Buffer;
  info: OutputInfo;
}

// sharp (libvips) loads with the first preview, not with the server.
const loadSharp = async () => (await import('sharp')).default;
type SharpFactory = Awaited<ReturnType<typeof loadSharp>>;

const raw = async (image: Sharp): Promise<RawImage> => image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const hex = (color: string) => `#${color}`;

/** Renders a preview. Throws a readable 400 when the source cannot be decoded. */
export async function renderPreview(source: Buffer, params: PreviewParams, format: PreviewFormat): Promise<Buffer> {
  // Outside the try: a sharp that cannot load is the server's fault, not the file's.
  const sharp = await loadSharp();
  try {
    return await render(sharp, source, params, format);
  } catch (error) {
    if (error instanceof AppwriteError) throw error;
    throw new AppwriteError('general_bad_request', 'This file cannot be previewed: its image data could not be decoded.');
  }
}

async function render(sharp: SharpFactory, source: Buffer, params: PreviewParams, format: PreviewFormat): Promise<Buffer> {
  const fromRaw = (image: RawImage) =>
    sharp(image.data, { raw: { width: image.info.width, height: image.info.height, channels: image.info.channels } });
  // The header's size, read before any decoding.
  const declared = await sharp(source).metadata();
  if ((declared.width ?? 0) > MAX_INPUT_SIDE || (declared.height ?? 0) > MAX_INPUT_SIDE) {
    throw new AppwriteError(
      'storage_image_resolution_exceeded',
      `This image is ${declared.width}×${declared.height} pixels; a preview needs an image at most ${MAX_INPUT_SIDE} pixels wide and high.`,
    );
  }
  let image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const { width, height } = params;
  if (width && height) {
    image = image.resize(width, height, { fit: 'cover', position: POSITION[params.gravity] });
  } else if (width || height) {
    image = image.resize(width || null, height || null);
  } else {
    image = image.resize(MAX_DIMENSION, MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true });
  }
  let current = await raw(image);

  if (params.opacity < 1) current = await raw(fromRaw(current).linear([1, 1, 1, params.opacity], [0, 0, 0, 0]));
  if (params.background) current = await raw(fromRaw(current).flatten({ background: hex(params.background) }));
  if (params.borderWidth > 0) {
    const b = params.borderWidth;
    current = await raw(fromRaw(current).extend({ top: b, bottom: b, left: b, right: b, background: hex(params.borderColor || '000000') }));
  }
  if (params.borderRadius > 0) {
    const { width: w, height: h } = current.info;
    const r = Math.min(params.borderRadius, Math.floor(Math.min(w, h) / 2));
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" ry="${r}" fill="#fff"/></svg>`,
    );
    current = await raw(fromRaw(current).composite([{ input: mask, blend: 'dest-in' }]));
  }
  if (params.rotation % 360 !== 0) {
    current = await raw(fromRaw(current).rotate(params.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
  }

  const output = fromRaw(current);
  const quality = params.quality === -1 ? undefined : Math.max(1, params.quality);
  switch (format) {
    case 'jpeg':
      // JPEG has no transparency: transparent areas take the background colour, white by default.
      return output
        .flatten({ background: hex(params.background || 'ffffff') })
        .jpeg({ quality: quality ?? 80 })
        .toBuffer();
    case 'png':
      return output.png().toBuffer();
    case 'webp':
      return output.webp({ quality: quality ?? 80 }).toBuffer();
    case 'avif':
      return output.avif({ quality: quality ?? 50, effort: 2 }).toBuffer();
    case 'gif':
      return output.gif().toBuffer();
  }
}

function formatNumber(n: number): string {
  return n.toLocaleString('en-US');
}
