import { ID, ImageGravity } from 'appwrite';
import { PRODUCT_IMAGES_BUCKET_ID } from '@/data/products';
import { storage } from '@/lib/appwrite';

/** Uploads an image to the product-images bucket, reporting progress in percent. */
export async function uploadProductImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const created = await storage.createFile({
    bucketId: PRODUCT_IMAGES_BUCKET_ID,
    fileId: ID.unique(),
    file,
    onProgress: (progress) => onProgress(Math.round(progress.progress)),
  });
  return created.$id;
}

export function deleteProductImage(fileId: string): Promise<unknown> {
  return storage.deleteFile({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId });
}

/** SPEC.md §9: the upload preview is 400×400, centred, quality 100. */
export function uploadPreviewUrl(fileId: string): string {
  return storage.getFilePreview({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId, width: 400, height: 400, gravity: ImageGravity.Center, quality: 100 });
}
