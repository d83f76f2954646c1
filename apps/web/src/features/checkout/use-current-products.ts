import { useQuery } from '@tanstack/react-query';
import { getProductsByIds, productKeys } from '@/data/products';
import type { CurrentProduct } from './find-cart-issues';

/**
 * The cart's products as they are now, read through the SDK on every visit to checkout
 * (docs/product.md §4 'Checkout flow' 1): never from cache, so a price or stock change since the items
 * were added is seen. Products missing from the answer no longer exist.
 */
export function useCurrentProducts(ids: readonly string[]) {
  return useQuery({
    queryKey: [...productKeys.byIds(ids), 'checkout'],
    queryFn: async (): Promise<Map<string, CurrentProduct>> => {
      const products = await getProductsByIds(ids);
      return new Map(
        products.map((product) => [product.id, { id: product.id, name: product.name, price: product.price, stock: product.stock }]),
      );
    },
    enabled: ids.length > 0,
    staleTime: 0,
    refetchOnMount: 'always',
    // The cart's ids change as issues are fixed; the re-check of the remaining lines shows the last answer meanwhile.
    placeholderData: (previous) => previous,
  });
}
