import type { Product } from '@/data/products';

/** Out of stock only when the stock is known and used up (docs/product.md §5: null stock is unlimited). */
export function isOutOfStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock !== null && product.stock <= 0;
}

/** docs/product.md §2's stock line: '{n} in stock' or 'Out of stock'; 'In stock' when unlimited. */
export function stockLabel(product: Pick<Product, 'stock'>): string {
  if (product.stock === null) return 'In stock';
  return product.stock > 0 ? `${product.stock} in stock` : 'Out of stock';
}
