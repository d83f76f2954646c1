import { ShoppingBag } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { Button } from '@/components/ui/button';
import { perProductLimitMessage } from '@pura/core/cart/cart-state';
import { cartMaxPerProduct } from '@/lib/runtime-config';
import type { Product } from '@/data/products';
import { ProductPrice } from '../product-card/product-price';
import { isOutOfStock } from '../product-card/stock';
import { WishlistButton } from '../product-card/wishlist-button';
import { QuantitySelector } from './quantity-selector';

// Shown only once the shopper scrolls: its code follows the page's instead of weighing on its first load.
const PhoneActionBar = lazy(() => import('@/components/ui/phone-action-bar').then((module) => ({ default: module.PhoneActionBar })));
// Only a sold-out product shows it: the pages of products in stock do not load it.
const StockAlertForm = lazy(() => import('./stock-alert-form').then((module) => ({ default: module.StockAlertForm })));

/**
 * Quantity (starting at 1, docs/product.md §4), Add to Cart and the favourite heart; sold out, the
 * back-in-stock request (§4 'Back in stock') instead of a working Add to Cart. On a phone, while
 * Add to Cart is off the screen (it starts far below the image), a bar at the bottom offers it with
 * the name and price, adding the quantity chosen here.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { addProduct } = useAddToCart();
  const [chosen, setChosen] = useState(1);
  const outOfStock = isOutOfStock(product);
  // Unlimited stock still has the shop's per-product limit, CART_MAX_PER_PRODUCT.
  const maxPerProduct = cartMaxPerProduct();
  const max = Math.max(1, Math.min(product.stock ?? maxPerProduct, maxPerProduct));
  // A live stock drop below the chosen quantity lowers it rather than offering what is gone.
  const quantity = Math.min(chosen, max);
  const mainButton = useRef<HTMLButtonElement>(null);
  const add = () => void addProduct(product, quantity);

  return (
    <div className="flex flex-col gap-4">
      <QuantitySelector
        value={quantity}
        max={max}
        onChange={setChosen}
        disabled={outOfStock}
        limitNote={quantity >= maxPerProduct ? perProductLimitMessage(maxPerProduct, 'this product') : null}
      />
      <div className="flex items-center gap-3">
        <Button ref={mainButton} size="lg" className="flex-1 sm:flex-none" disabled={outOfStock} onClick={add}>
          <ShoppingBag aria-hidden="true" />
          Add to Cart
        </Button>
        <WishlistButton product={product} className="border border-sand" />
      </div>
      {outOfStock && (
        <Suspense>
          <StockAlertForm productId={product.id} />
        </Suspense>
      )}
      {!outOfStock && (
        <Suspense>
          <PhoneActionBar watch={mainButton} label="Add to cart" hideFrom="md">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{product.name}</p>
              <ProductPrice product={product} className="text-sm" />
            </div>
            <Button onClick={add}>
              <ShoppingBag aria-hidden="true" />
              {quantity > 1 ? `Add ${quantity} to Cart` : 'Add to Cart'}
            </Button>
          </PhoneActionBar>
        </Suspense>
      )}
    </div>
  );
}
