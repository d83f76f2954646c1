import { ShoppingBag } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { isOutOfStock, stockLabel } from './stock';
import { WishlistButton } from './wishlist-button';

/** Card images: 1x for the widest grid column (~300 px), 2x for sharp screens. */
const CARD_IMAGE_WIDTHS = [320, 640] as const;
const CARD_IMAGE_SIZES = '(min-width: 1280px) 270px, (min-width: 1024px) 30vw, 47vw';

/** At most two benefits fit a card (docs/product.md §9). */
const CARD_BENEFITS = 2;

export interface ProductCardProps {
  product: Product;
  /** The first card a visitor sees loads its image first (decision 005 item 7). */
  priority?: boolean;
}

/**
 * docs/product.md §2 'product card': image, badges, category, name linking to the product page, rating, price,
 * stock line, two benefits, wishlist heart and Add to Cart (disabled when out of stock). The
 * name's link stretches over the card, so the whole card opens the product.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { addProduct } = useAddToCart();
  const outOfStock = isOutOfStock(product);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand/70 bg-white/70 shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ProductImage
          product={product}
          widths={CARD_IMAGE_WIDTHS}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          alt=""
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <ProductBadges product={product} className="absolute left-3 top-3" />
        <WishlistButton product={product} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-sage-700">{product.category}</p>
        <h3 className="text-base font-semibold leading-snug text-forest sm:text-lg">
          <Link
            to={`/product/${product.id}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:underline underline-offset-4"
          >
            {product.name}
          </Link>
        </h3>
        <ProductRating rating={product} />
        <ProductPrice product={product} />
        <p className={outOfStock ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>{stockLabel(product)}</p>
        {product.benefits.length > 0 && (
          <ul aria-label="Benefits" className="flex flex-wrap gap-1.5">
            {product.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
              <li key={benefit} className="rounded-full bg-sage-50 px-2.5 py-1 text-xs text-sage-700 ring-1 ring-sage-200">
                {benefit}
              </li>
            ))}
          </ul>
        )}
        <Button className="relative z-10 mt-auto w-full px-3" disabled={outOfStock} onClick={() => void addProduct(product)}>
          <ShoppingBag aria-hidden="true" />
          Add to Cart<span className="sr-only">: {product.name}</span>
        </Button>
      </div>
    </article>
  );
}
