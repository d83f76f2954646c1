import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { Button } from '@/components/ui/button';
import { MAX_CART_LINE_QUANTITY } from '@pura/core/cart/cart-state';
import type { Product } from '@/data/products';
import { isOutOfStock } from '../product-card/stock';
import { WishlistButton } from '../product-card/wishlist-button';
import { QuantitySelector } from './quantity-selector';

/** Quantity (starting at 1, docs/product.md §4), Add to Cart and the favourite heart. */
export function ProductPurchase({ product }: { product: Product }) {
  const { addProduct } = useAddToCart();
  const [chosen, setChosen] = useState(1);
  const outOfStock = isOutOfStock(product);
  // Unlimited stock still has the cart's per-line limit.
  const max = Math.max(1, Math.min(product.stock ?? MAX_CART_LINE_QUANTITY, MAX_CART_LINE_QUANTITY));
  // A live stock drop below the chosen quantity lowers it rather than offering what is gone.
  const quantity = Math.min(chosen, max);

  return (
    <div className="flex flex-col gap-4">
      <QuantitySelector value={quantity} max={max} onChange={setChosen} disabled={outOfStock} />
      <div className="flex items-center gap-3">
        <Button size="lg" className="flex-1 sm:flex-none" disabled={outOfStock} onClick={() => void addProduct(product, quantity)}>
          <ShoppingBag aria-hidden="true" />
          Add to Cart
        </Button>
        <WishlistButton product={product} className="border border-sand" />
      </div>
    </div>
  );
}
