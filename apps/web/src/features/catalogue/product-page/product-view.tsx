import { policySummary } from '@/components/policies/shop-policies';
import { searchSnippet } from '@pura/core/site/search-snippet';
import { Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { HydrateWhenNear } from '@/components/hydrate-when-near';
import type { Product } from '@/data/products';
import { ProductBadges } from '../product-card/product-badges';
import { ProductImage } from '../product-card/product-image';
import { ProductPrice } from '../product-card/product-price';
import { ProductRating } from '../product-card/product-rating';
import { isOutOfStock, stockLabel } from '../product-card/stock';
import { ProductInfoTabs } from './product-info-tabs';
import { ProductPurchase } from './product-purchase';
import { shopPageTitle } from '@/lib/shop-settings';

// The main image is the page's largest element: offered at the widths it is drawn at.
const MAIN_IMAGE_WIDTHS = [480, 720, 1080] as const;
const MAIN_IMAGE_SIZES = '(min-width: 1152px) 540px, (min-width: 768px) 46vw, calc(100vw - 2rem)';

/** The loaded product page (docs/product.md §2 /product/{id}). */
export function ProductView({ product, reviews }: { product: Product; reviews: ReactNode }) {
  const outOfStock = isOutOfStock(product);
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{shopPageTitle(product.name)}</title>
      <meta name="description" content={searchSnippet(product.description)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/shop" className="hover:text-forest hover:underline underline-offset-4">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link
              to={`/shop?category=${encodeURIComponent(product.category)}`}
              className="hover:text-forest hover:underline underline-offset-4"
            >
              {product.category}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="relative">
          <ProductImage
            product={product}
            widths={MAIN_IMAGE_WIDTHS}
            sizes={MAIN_IMAGE_SIZES}
            priority
            className="rounded-[var(--radius-card)] border border-sand/70"
          />
          <ProductBadges product={product} className="absolute left-4 top-4" />
        </div>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold uppercase tracking-wider text-sage-700">{product.category}</p>
            <h1 className="text-3xl font-semibold leading-tight text-forest sm:text-4xl">{product.name}</h1>
            <ProductRating rating={product} />
          </div>
          <ProductPrice product={product} className="text-2xl" />
          <p className={outOfStock ? 'font-medium text-danger' : 'text-sm text-muted'}>{stockLabel(product)}</p>
          <p className="leading-relaxed text-ink/90">{product.description}</p>
          {product.benefits.length > 0 && (
            <div>
              <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink">Benefits</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {product.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ProductPurchase product={product} />
          <p className="text-sm text-muted">{policySummary()}</p>
        </div>
      </div>

      {/* Below the fold on phones: taken over when it comes near. */}
      <HydrateWhenNear>
        <ProductInfoTabs product={product} reviews={reviews} />
      </HydrateWhenNear>
    </article>
  );
}
