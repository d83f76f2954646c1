import type { CartLine } from '@pura/core/cart/cart-state';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from '@/lib/router/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MAX_CART_LINE_QUANTITY } from '@/data/cart-store';
import { DEFAULT_PRODUCT_IMAGE } from '@/data/products';
import { formatPrice } from '@/lib/format-price';

/** One cart line: image, name, bundle badge, price and the quantity stepper of SPEC.md §5. */
export function CartLineItem({ line, onQuantityChange, onRemove }: { line: CartLine; onQuantityChange: (quantity: number) => void; onRemove: () => void }) {
  const nameId = useId();
  const max = Math.min(line.stock ?? MAX_CART_LINE_QUANTITY, MAX_CART_LINE_QUANTITY);
  return (
    <li aria-labelledby={nameId} className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <LineImage src={line.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <Link id={nameId} to={`/product/${line.id}`} className="font-semibold text-ink hover:text-forest hover:underline">
              {line.name}
            </Link>
            <p className="text-sm text-muted">{line.category}</p>
          </div>
          <p className="font-semibold text-ink tabular-nums">{formatPrice(line.price)}</p>
        </div>
        {line.isBundle && (
          <Badge variant="terracotta" className="self-start">
            Routine bundle · 15% off
          </Badge>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center rounded-full border border-sand bg-white">
            <Button variant="ghost" size="icon" aria-label={`Decrease quantity of ${line.name}`} disabled={line.quantity <= 1} onClick={() => onQuantityChange(line.quantity - 1)}>
              <Minus aria-hidden="true" />
            </Button>
            <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
              {line.quantity}
            </output>
            <Button variant="ghost" size="icon" aria-label={`Increase quantity of ${line.name}`} disabled={line.quantity >= max} onClick={() => onQuantityChange(line.quantity + 1)}>
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${line.name}`} className="text-danger hover:bg-red-50">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The line's image, falling back to the shop's default image (SPEC.md §9). */
function LineImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? DEFAULT_PRODUCT_IMAGE : src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-20 shrink-0 rounded-xl bg-cream-deep object-cover sm:size-24"
    />
  );
}
