import { type CartLine, perProductLimitMessage } from '@pura/core/cart/cart-state';
import { routineLineLabel } from '@pura/core/cart/routine-line-label';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from '@/lib/router/link';
import type { RoutineDiscountState } from '@/components/cart/cart-totals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DEFAULT_PRODUCT_IMAGE } from '@/data/products';
import { formatPrice } from '@/lib/format-price';
import { cartMaxPerProduct } from '@/lib/runtime-config';

interface CartLineItemProps {
  line: CartLine;
  /** Where the line stands towards the routine discount; absent for a line bought on its own. */
  routineDiscount: RoutineDiscountState | undefined;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: image, name, routine badge, prices and the quantity stepper of docs/product.md §5,
 * which stops at the stock and at the shop's CART_MAX_PER_PRODUCT, saying so at the latter.
 */
export function CartLineItem({ line, routineDiscount, onQuantityChange, onRemove }: CartLineItemProps) {
  const nameId = useId();
  const limitId = useId();
  const maxPerProduct = cartMaxPerProduct();
  const max = Math.min(line.stock ?? maxPerProduct, maxPerProduct);
  const atShopLimit = line.quantity >= maxPerProduct;
  return (
    <li aria-labelledby={nameId} className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <LineImage src={line.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <Link id={nameId} to={`/product/${line.id}`} className="font-semibold text-ink hover:text-forest hover:underline">
              {line.name}
            </Link>
            <p className="text-sm text-muted">{line.category}</p>
          </div>
          <p className="shrink-0 text-right font-semibold text-ink tabular-nums">
            {formatPrice(line.price * line.quantity)}
            {line.quantity > 1 && <span className="block text-xs font-normal text-muted">{formatPrice(line.price)} each</span>}
          </p>
        </div>
        {/* In the language of the quiz the routine came from, marked so a screen reader speaks it so. */}
        {routineDiscount === 'earned' && (
          <Badge variant="terracotta" className="self-start" lang={line.language}>
            {routineLineLabel('earned', line.language)}
          </Badge>
        )}
        {routineDiscount === 'incomplete' && (
          <p className="text-xs text-muted" lang={line.language}>
            {routineLineLabel('incomplete', line.language)}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center rounded-full border border-sand bg-white">
            <StepButton
              label={`Decrease quantity of ${line.name}`}
              atLimit={line.quantity <= 1}
              onStep={() => onQuantityChange(line.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </StepButton>
            <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
              {line.quantity}
            </output>
            <StepButton
              label={`Increase quantity of ${line.name}`}
              describedBy={atShopLimit ? limitId : undefined}
              atLimit={line.quantity >= max}
              onStep={() => onQuantityChange(line.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </StepButton>
          </div>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${line.name}`} className="text-danger hover:bg-red-50">
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
        {atShopLimit && (
          <p id={limitId} className="text-xs text-muted">
            {perProductLimitMessage(maxPerProduct, 'this product')}
          </p>
        )}
      </div>
    </li>
  );
}

/** The line's image, falling back to the shop's default image (docs/product.md §9). */
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

/**
 * A quantity step. At its limit it says so (aria-disabled) but stays focusable: a disabled button
 * would drop the keyboard focus to the page the moment the last step is pressed.
 */
function StepButton({
  label,
  describedBy,
  atLimit,
  onStep,
  children,
}: {
  label: string;
  describedBy?: string | undefined;
  atLimit: boolean;
  onStep: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-describedby={describedBy}
      aria-disabled={atLimit || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => !atLimit && onStep()}
    >
      {children}
    </Button>
  );
}
