import { createWithSlugId } from '@pura/core/catalogue/product-slug';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { toast } from '@/lib/toast';
import { PRODUCTS_COLLECTION_ID, type Product, SHOP_DATABASE_ID, toProduct } from '@/data/products';
import { loadSdk } from '@/lib/sdk';
import { type ProductPage, adminProductKeys } from './use-admin-products';
import { deleteProductImage } from './product-images';

type ProductDocument = Models.Document & Record<string, unknown>;

/**
 * docs/product.md §4 'Product list' on the admin's cached pages: create prepends, update replaces, delete
 * removes. The live refresh (realtime) may have read a page again before the mutation finished;
 * such a page already has the server's rows and total, so it is left as it is.
 */
function patchPages(queryClient: QueryClient, change: (page: ProductPage) => ProductPage) {
  queryClient.setQueriesData<ProductPage>({ queryKey: adminProductKeys.all }, (page) => (page ? change(page) : page));
}

const lists = (page: ProductPage, id: string) => page.rows.some((product) => product.id === id);

/** Deletes a replaced or removed image; a leftover file is harmless, so failure is only logged. */
async function dropImage(fileId: string | null | undefined) {
  if (!fileId) return;
  await deleteProductImage(fileId).catch((error: unknown) => console.warn('old product image not deleted', error));
}

export interface SaveProductInput {
  /** The product being edited, or null to create one. */
  product: Product | null;
  data: Record<string, unknown>;
  imageFileId: string | null;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, data, imageFileId }: SaveProductInput): Promise<Product> => {
      const document = { ...data, imageFileId };
      const { databases } = await loadSdk();
      if (!product) {
        // A readable id from the name (/product/rose-night-cream), the next free one when it is taken.
        const created = await createWithSlugId(String(data.name ?? ''), (documentId) =>
          databases.createDocument<ProductDocument>({
            databaseId: SHOP_DATABASE_ID,
            collectionId: PRODUCTS_COLLECTION_ID,
            documentId,
            data: document,
          }),
        );
        return toProduct(created);
      }
      const updated = await databases.updateDocument<ProductDocument>({
        databaseId: SHOP_DATABASE_ID,
        collectionId: PRODUCTS_COLLECTION_ID,
        documentId: product.id,
        data: document,
      });
      if (product.imageFileId && product.imageFileId !== imageFileId) await dropImage(product.imageFileId);
      return toProduct(updated);
    },
    onSuccess: (saved, { product }) => {
      if (product) {
        patchPages(queryClient, (page) => ({ ...page, rows: page.rows.map((p) => (p.id === saved.id ? saved : p)) }));
        toast.success('Product updated successfully!');
      } else {
        patchPages(queryClient, (page) => (lists(page, saved.id) ? page : { total: page.total + 1, rows: [saved, ...page.rows] }));
        toast.success('Product created successfully!');
      }
    },
    onError: (_error, { product }) => {
      toast.error(product ? 'Failed to update product' : 'Failed to create product');
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (product: Product) => {
      await (
        await loadSdk()
      ).databases.deleteDocument({ databaseId: SHOP_DATABASE_ID, collectionId: PRODUCTS_COLLECTION_ID, documentId: product.id });
      await dropImage(product.imageFileId);
    },
    onSuccess: (_result, product) => {
      patchPages(queryClient, (page) =>
        lists(page, product.id) ? { total: Math.max(0, page.total - 1), rows: page.rows.filter((p) => p.id !== product.id) } : page,
      );
      toast.success('Product deleted successfully!');
    },
    onError: () => {
      toast.error('Failed to delete product');
    },
  });
}
