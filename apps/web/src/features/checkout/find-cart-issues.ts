import type { CartLine, CartState } from '@pura/core/cart/cart-state';
import { removeItem, setQuantity } from '@pura/core/cart/cart-state';
import { isEuroAmount } from '@pura/core/money';
import { formatPrice } from '@/lib/format-price';
import { cartMaxPerProduct } from '@/lib/runtime-config';

/** The current product as checkout re-checks a line against it (docs/product.md §4 'Checkout flow' 1). */
export interface CurrentProduct {
  id: string;
  name: string;
  price: number;
  /** null = unlimited */
  stock: number | null;
}

/** How a shopper resolves an issue: docs/product.md §4 'Checkout flow' 2, plus accepting a new price. */
export type CartIssueFix =
  | { kind: 'set_quantity'; quantity: number; label: string }
  | { kind: 'remove'; label: string }
  | { kind: 'accept_price'; price: number; label: string };

export interface CartIssue {
  kind: 'not_found' | 'insufficient_stock' | 'price_change' | 'validation_error';
  lineId: string;
  /** docs/product.md §8 'Checkout' message. */
  message: string;
  fix: CartIssueFix;
}

/**
 * The issues of docs/product.md §4 'Checkout flow' for the cart against the current products: a line
 * whose product is gone is not_found, one whose product data cannot be read (no valid price)
 * is a validation_error, one asking for more than the stock is insufficient_stock, and one
 * priced differently from the product now is a price_change. One issue per line, most severe
 * first, so each fix leaves the line either resolved or showing the next problem.
 */
export function findCartIssues(lines: readonly CartLine[], products: ReadonlyMap<string, CurrentProduct>): CartIssue[] {
  const issues: CartIssue[] = [];
  for (const line of lines) {
    const issue = lineIssue(line, products.get(line.id));
    if (issue) issues.push(issue);
  }
  return issues;
}

function lineIssue(line: CartLine, product: CurrentProduct | undefined): CartIssue | null {
  const remove: CartIssueFix = { kind: 'remove', label: 'Remove item' };
  if (!product) return { kind: 'not_found', lineId: line.id, message: `${line.name} is no longer available`, fix: remove };
  if (!isEuroAmount(product.price) || product.price <= 0) {
    return { kind: 'validation_error', lineId: line.id, message: `Unable to validate ${line.name}`, fix: remove };
  }
  if (product.stock !== null && product.stock < line.quantity) {
    const fix: CartIssueFix =
      product.stock > 0 ? { kind: 'set_quantity', quantity: product.stock, label: `Set quantity to ${product.stock}` } : remove;
    return { kind: 'insufficient_stock', lineId: line.id, message: `Insufficient stock for ${product.name}`, fix };
  }
  if (!samePrice(line.price, product.price)) {
    return {
      kind: 'price_change',
      lineId: line.id,
      message: `Price for ${product.name} has changed from ${formatPrice(line.price)} to ${formatPrice(product.price)}`,
      fix: { kind: 'accept_price', price: product.price, label: 'Accept new price' },
    };
  }
  return null;
}

/** Euro prices compared in whole cents, so float noise is never a "change". */
function samePrice(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** The cart after applying an issue's fix. */
export function applyFix(state: CartState, issue: CartIssue): CartState {
  switch (issue.fix.kind) {
    case 'remove':
      return removeItem(state, issue.lineId);
    case 'set_quantity': {
      // The quantity is the whole stock, so the cart's stepper stops there too.
      const stock = issue.fix.quantity;
      const next = setQuantity(state, issue.lineId, stock, cartMaxPerProduct());
      return { ...next, items: next.items.map((line) => (line.id === issue.lineId ? { ...line, stock } : line)) };
    }
    case 'accept_price': {
      const price = issue.fix.price;
      return { ...state, items: state.items.map((line) => (line.id === issue.lineId ? { ...line, price } : line)) };
    }
  }
}

/** '{n} item(s) in your cart need attention' (docs/product.md §8). */
export function issuesHeadline(count: number): string {
  return `${count} item(s) in your cart need attention`;
}
