import { PRODUCT_IMAGES_BUCKET_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';

/** Uploads an image to the product-images bucket, reporting progress in percent. */
export async function uploadProductImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { ID, storage } = await loadSdk();
  const created = await storage.createFile({
    bucketId: PRODUCT_IMAGES_BUCKET_ID,
    fileId: ID.unique(),
    file,
    onProgress: (progress) => onProgress(Math.round(progress.progress)),
  });
  return created.$id;
}

export async function deleteProductImage(fileId: string): Promise<unknown> {
  return (await loadSdk()).storage.deleteFile({ bucketId: PRODUCT_IMAGES_BUCKET_ID, fileId });
}
