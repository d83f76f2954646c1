import { clearCart, removeItem, setPackagingName, setQuantity } from '@pura/core/cart/cart-state';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Link } from '@/lib/router/link';
import { routineDiscountStates, useCartTotals } from '@/components/cart/cart-totals';
import { OrderSummaryLines } from '@/components/cart/order-summary-lines';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhoneActionBar } from '@/components/ui/phone-action-bar';
import { updateCart, useCart } from '@/data/cart-store';
import { formatEuros } from '@pura/core/money';
import { cartMaxPerProduct } from '@/lib/runtime-config';
import { toast } from '@/lib/toast';
import { CartLineItem } from './cart-line-item';
import { PackagingNameField } from './packaging-name-field';

/**
 * /cart (docs/product.md §2): the empty state (with `whenEmpty` below it, products to start from), or the
 * lines beside the Order Summary. Below the desktop layout, where the summary comes after a routine's
 * long list, the total and Proceed to Checkout stay in reach in a bar while the summary's are off the screen.
 */
export function CartPage({ whenEmpty }: { whenEmpty?: ReactNode }) {
  const cart = useCart();
  const totals = useCartTotals(cart.items);
  const checkoutActions = useRef<HTMLDivElement>(null);
  if (cart.items.length === 0) {
    return (
      <>
        <EmptyCart />
        {whenEmpty}
      </>
    );
  }
  const routineDiscount = routineDiscountStates(cart.items, totals);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-semibold text-forest sm:text-4xl">Your Cart</h1>
        <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50" onClick={() => clearWithUndo(cart)}>
          Clear cart
        </Button>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="sr-only">Items</h2>
          <ul className="flex flex-col divide-y divide-sand/70">
            {cart.items.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                routineDiscount={routineDiscount.get(line.id)}
                onQuantityChange={(quantity) => updateCart((current) => setQuantity(current, line.id, quantity, cartMaxPerProduct()))}
                onRemove={() => updateCart((current) => removeItem(current, line.id))}
              />
            ))}
          </ul>
        </Card>
        <Card className="flex h-fit flex-col gap-5 p-5 sm:p-6 lg:sticky lg:top-24">
          <h2 className="text-xl font-semibold text-forest">Order Summary</h2>
          <OrderSummaryLines totals={totals} />
          <PackagingNameField
            value={cart.customPackagingName}
            onChange={(name) => updateCart((current) => setPackagingName(current, name))}
          />
          <div ref={checkoutActions} className="flex flex-col gap-3">
            <Button asChild size="lg">
              <Link to="/checkout">
                Proceed to Checkout
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/shop">Continue Shopping</Link>
            </Button>
          </div>
        </Card>
      </div>
      <PhoneActionBar watch={checkoutActions} label="Checkout" hideFrom="lg">
        <p className="flex-1 text-sm text-muted">
          Total <span className="block text-lg font-semibold tabular-nums text-ink">{formatEuros(totals.totalCents)}</span>
        </p>
        <Button asChild>
          <Link to="/checkout">
            Proceed to Checkout
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PhoneActionBar>
    </div>
  );
}

/** Empties the cart at once, with an Undo in the toast: a mistaken press loses nothing. */
function clearWithUndo(cart: ReturnType<typeof useCart>) {
  updateCart(clearCart);
  toast.success('Cart cleared', { actions: [{ label: 'Undo', onSelect: () => updateCart(() => cart) }] });
}

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pt-20 pb-4 text-center">
      <ShoppingBag aria-hidden="true" className="size-12 text-sage-500" />
      <h1 className="text-3xl font-semibold text-forest">Your cart is empty</h1>
      <p className="text-muted">
        Discover our organic, vegan skincare and haircare — or take a quiz for a routine made for you, with 15% off the whole routine.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/quiz/skincare">Take the Skincare Quiz</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/quiz/haircare">Take the Haircare Quiz</Link>
        </Button>
      </div>
      <Button asChild variant="link">
        <Link to="/shop">Continue Shopping</Link>
      </Button>
    </div>
  );
}
