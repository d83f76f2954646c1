import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE, type Product } from '@/data/products';
import { cn } from '@/lib/cn';
import { productImageSources } from './product-image-sources';

type Stage = 'own' | 'default' | 'failed';

export interface ProductImageProps {
  product: Pick<Product, 'name' | 'imageFileId' | 'imageUrl'>;
  /** Candidate widths in CSS pixels × density, smallest first; the first is the layout size. */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The first visible image of a page: loaded at once and before other images. */
  priority?: boolean;
  /** Empty when the image only repeats a name shown beside it. */
  alt?: string;
  className?: string;
}

/**
 * A square product image with docs/product.md §2's fallback chain: the product's own image, then the
 * default image, then the text 'Image unavailable'. Width and height are always set, so nothing
 * shifts while it loads.
 */
export function ProductImage({ product, widths, sizes, priority = false, alt = product.name, className }: ProductImageProps) {
  const sources = productImageSources(product, widths);
  // The stage belongs to one source: a live update bringing a new image starts the chain again.
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null);
  const stage: Stage = failure?.src === sources.src ? failure.stage : 'own';
  const size = widths[0] ?? 320;
  const frame = cn('aspect-square w-full overflow-hidden bg-cream-deep', className);

  if (stage === 'failed') {
    return (
      <div className={cn(frame, 'flex items-center justify-center p-4 text-center text-sm text-muted')}>
        <span>
          {alt && <span className="sr-only">{alt}: </span>}
          Image unavailable
        </span>
      </div>
    );
  }

  const ownIsDefault = sources.src === DEFAULT_PRODUCT_IMAGE;
  const onError = () => setFailure({ src: sources.src, stage: stage === 'own' && !ownIsDefault ? 'default' : 'failed' });
  const common = {
    alt,
    width: size,
    height: size,
    decoding: 'async' as const,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    onError,
    className: 'h-full w-full object-cover',
  };

  if (stage === 'default') {
    return (
      <div className={frame}>
        <img src={DEFAULT_PRODUCT_IMAGE} {...common} />
      </div>
    );
  }

  return (
    <div className={frame}>
      <picture>
        {sources.avifSrcSet && <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />}
        <img src={sources.src} srcSet={sources.srcSet || undefined} sizes={sources.srcSet ? sizes : undefined} {...common} />
      </picture>
    </div>
  );
}
