import { centsToEuros } from '@pura/core/money';
import type { OrderDocumentFields, OrderItem, StatusHistoryEntry } from '@pura/core/collections/order-fields';
import type { CheckoutSnapshot } from '../checkout/reservation-store.ts';

/**
 * The `orders` document of a paid checkout (docs/product.md §3 Order; decision 008, part 6), typed by the
 * orders declaration and the shapes of its JSON fields (@pura/core/collections/order-fields).
 *
 * Amounts are euros, as the product's documents hold them. `subtotal` is the cart subtotal
 * before the bundle discount (what the cart page showed as Subtotal); each line of `items`
 * carries its share of the bundle discount as `discount`, so for every order
 *   subtotal − Σ items[].discount + shipping + tax = total   (tax added at checkout)
 *   subtotal − Σ items[].discount + shipping = total         (tax included in prices)
 * and the e-mail, /profile and the admin show the same numbers the shopper paid.
 */
type OrderRecord = Omit<OrderDocumentFields, 'reference'>;

/**
 * `stockTaken` is what payment took from each product's stock (orders declaration): a
 * cancellation puts back exactly that.
 */
export function orderDocumentData(input: {
  userId: string;
  paymentIntentId: string;
  checkout: CheckoutSnapshot;
  stockTaken: Record<string, number>;
  now: Date;
}): OrderRecord {
  const { checkout, now } = input;
  const items: OrderItem[] = checkout.lines.map((line) => ({
    id: line.productId,
    name: line.name,
    price: centsToEuros(line.unitPriceCents),
    quantity: line.quantity,
    isBundle: line.isBundle,
    discount: centsToEuros(line.bundleDiscountCents),
  }));
  const at = now.toISOString();
  const history: StatusHistoryEntry[] = [{ status: 'completed', at, by: 'payment' }];
  return {
    userId: input.userId,
    email: checkout.email,
    items: JSON.stringify(items),
    subtotal: centsToEuros(checkout.totals.subtotalCents),
    tax: centsToEuros(checkout.totals.taxCents),
    total: centsToEuros(checkout.totals.totalCents),
    taxMode: checkout.totals.taxMode,
    taxRateBasisPoints: checkout.totals.taxRateBasisPoints,
    shipping: centsToEuros(checkout.totals.shippingCents),
    shippingAddress: JSON.stringify(checkout.shippingAddress),
    paymentIntentId: input.paymentIntentId,
    // docs/product.md §4 'Order status': created as completed after a successful payment.
    status: 'completed',
    statusHistory: JSON.stringify(history),
    customPackagingName: checkout.customPackagingName,
    stockTaken: JSON.stringify(input.stockTaken),
    createdAt: at,
    updatedAt: at,
  };
}
