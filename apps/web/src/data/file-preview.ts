import { runtimeConfig } from '@/lib/runtime-config';

/**
 * Image previews of the product-images bucket, apart from the catalogue code: the header's logo
 * (on every page) needs only these few lines.
 */

/** The image bucket (docs/architecture.md 'Database'): product images, the logo and the hero image. */
export const PRODUCT_IMAGES_BUCKET_ID = 'product-images';

/**
 * A preview of a product image file, with the SDK's getFilePreview parameters in the same order
 * (down to the empty `impersonateuserid`), so the server's preview cache serves both alike, and
 * without the SDK, which pages load only to act (decision 012). Root-relative: the endpoint is always
 * this origin, and the server renders the very same `src` the browser will hydrate.
 */
export function filePreviewUrl(fileId: string, params: Array<[string, string]>): string {
  const { projectId, endpointPath } = runtimeConfig();
  const query = new URLSearchParams([...params, ['project', projectId], ['impersonateuserid', '']]);
  return `${endpointPath}/storage/buckets/${encodeURIComponent(PRODUCT_IMAGES_BUCKET_ID)}/files/${encodeURIComponent(fileId)}/preview?${query}`;
}

/** A square preview of a product image file at `size` pixels. */
export function productFilePreviewUrl(fileId: string, size: number, quality: number, output: 'webp' | 'avif'): string {
  return filePreviewUrl(fileId, [
    ['width', String(size)],
    ['height', String(size)],
    ['quality', String(quality)],
    ['output', output],
  ]);
}
