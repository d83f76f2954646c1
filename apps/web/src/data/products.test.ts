import { Client, ImageFormat, ImageGravity, Storage } from 'appwrite';
import { describe, expect, it } from 'vitest';
import { appwriteEndpoint, runtimeConfig } from '@/lib/runtime-config';
import { PRODUCT_IMAGES_BUCKET_ID, productFilePreviewUrl, productImageUrl, productUploadPreviewUrl } from './products';

// The SDK as lib/appwrite.ts configures it: the URLs built without it must match its own.
const storage = new Storage(new Client().setEndpoint(appwriteEndpoint()).setProject(runtimeConfig().projectId));

/** The URL as this page resolves it: the app spells it root-relative, the SDK absolute. */
const resolved = (url: string) => new URL(url, window.location.href).toString();

describe('product image URLs', () => {
  it('are root-relative, so the server renders the same src the browser hydrates', () => {
    expect(productFilePreviewUrl('f1', 320, 80, 'webp')).toMatch(/^\/v1\/storage\/buckets\/product-images\/files\/f1\/preview\?width=320&/);
  });

  it('spell a WebP preview exactly as the SDK does, so cached previews stay valid', () => {
    const fileId = 'file-1.a_b';
    expect(resolved(productImageUrl({ imageFileId: fileId, imageUrl: null }, 320))).toBe(
      storage.getFilePreview({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId, width: 320, height: 320, quality: 80, output: ImageFormat.Webp }),
    );
  });

  it('spell an AVIF preview exactly as the SDK does', () => {
    expect(resolved(productFilePreviewUrl('f2', 640, 50, 'avif'))).toBe(
      storage.getFilePreview({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId: 'f2', width: 640, height: 640, quality: 50, output: ImageFormat.Avif }),
    );
  });

  it('spell the admin’s upload preview exactly as the SDK does', () => {
    expect(resolved(productUploadPreviewUrl('f3'))).toBe(
      storage.getFilePreview({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId: 'f3', width: 400, height: 400, gravity: ImageGravity.Center, quality: 100 }),
    );
  });

  it('use the product’s own image, or the shop image, when it has no file', () => {
    expect(productImageUrl({ imageFileId: null, imageUrl: '/Products/3.webp' }, 320)).toBe('/Products/3.webp');
    expect(productImageUrl({ imageFileId: null, imageUrl: null }, 320)).toBe('/Pura.png');
  });
});
