import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Product, getProduct, productKeys } from '@/data/products';
import { isAppwriteError } from '@/lib/appwrite-error';

// Appwrite document ids: up to 36 of a-z, A-Z, 0-9, '.', '-', '_', not starting with a symbol.
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** A product id that cannot exist, answered without asking the server. */
class UnknownProductIdError extends Error {
  override name = 'UnknownProductIdError';
}

/** True when the product does not exist (as opposed to the back end failing). */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof UnknownProductIdError || (isAppwriteError(error) && error.code === 404);
}

/**
 * One product for its page. Coming from the shop or home page, the card's data shows at once
 * while the page refreshes it; an unknown id is not retried.
 */
export function useProductDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => (DOCUMENT_ID.test(id) ? getProduct(id) : Promise.reject(new UnknownProductIdError(id))),
    initialData: () => queryClient.getQueryData<Product[]>(productKeys.list())?.find((p) => p.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(productKeys.list())?.dataUpdatedAt,
    retry: (failures, error) => !isProductNotFound(error) && failures < 1,
  });
}
