import { isEuroAmount } from '../money.ts';

/**
 * Whether the shop can sell a product with this price and stock right now, as the quiz result
 * judges it: a usable price, and not out of stock (null stock is unlimited). The result page,
 * the cart and the server all ask this; a product gone from the catalogue cannot be sold either.
 */
export function canBeSoldNow(price: unknown, stock: unknown): boolean {
  const inStock = stock === null || stock === undefined || (typeof stock === 'number' && stock > 0);
  return inStock && isEuroAmount(price) && price > 0;
}
